/**
 * The k best of a stream of items without sorting the stream: a max-heap holding the k best so
 * far, worst on top. Matches arrive in any order; a page needs only start + rows of them.
 */
export class TopK {
  private readonly heap: number[] = [];

  /** `before(a, b)` is true when a ranks ahead of b; it must be a strict total order. */
  constructor(
    private readonly k: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {}

  get size(): number {
    return this.heap.length;
  }

  /** The worst item kept, once k are kept. */
  get worst(): number | undefined {
    return this.heap.length >= this.k ? this.heap[0] : undefined;
  }

  add(item: number): void {
    const { heap, k } = this;
    if (heap.length < k) {
      heap.push(item);
      this.siftUp(heap.length - 1);
    } else if (k > 0 && this.before(item, heap[0] ?? item)) {
      heap[0] = item;
      this.siftDown(0);
    }
  }

  /** The kept items, best first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
  }

  private siftUp(position: number): void {
    const { heap } = this;
    const item = heap[position] ?? 0;
    while (position > 0) {
      const parent = (position - 1) >>> 1;
      const above = heap[parent] ?? 0;
      if (!this.before(above, item)) break;
      heap[position] = above;
      position = parent;
    }
    heap[position] = item;
  }

  private siftDown(position: number): void {
    const { heap } = this;
    const item = heap[position] ?? 0;
    const length = heap.length;
    for (;;) {
      let child = 2 * position + 1;
      if (child >= length) break;
      const right = child + 1;
      if (right < length && this.before(heap[child] ?? 0, heap[right] ?? 0)) child = right;
      const below = heap[child] ?? 0;
      if (!this.before(item, below)) break;
      heap[position] = below;
      position = child;
    }
    heap[position] = item;
  }
}
