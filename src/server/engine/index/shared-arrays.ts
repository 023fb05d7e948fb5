/**
 * Plain data whose typed arrays live in one SharedArrayBuffer: posted to a worker thread, the
 * arrays arrive as views of the same memory, not copies (strings and maps are still copied).
 */

type View = Uint8Array | Int8Array | Uint16Array | Int16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

// Views are laid out at multiples of this, so a Float64Array view is always aligned.
const ALIGN = 8;

function isView(value: unknown): value is View {
  return (
    ArrayBuffer.isView(value) &&
    !(value instanceof DataView) &&
    !(value instanceof BigInt64Array) &&
    !(value instanceof BigUint64Array)
  );
}

/** Calls `visit` on each typed array met in objects, arrays and map values, once per array. */
function eachView(value: unknown, visit: (view: View) => void, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (isView(value)) visit(value);
  else if (value instanceof Map) for (const item of value.values()) eachView(item, visit, seen);
  else if (Array.isArray(value)) for (const item of value) eachView(item, visit, seen);
  else for (const item of Object.values(value)) eachView(item, visit, seen);
}

/** The same structure with each typed array swapped for its copy in `copies`; aliases stay aliases. */
function swapViews<T>(value: T, copies: ReadonlyMap<View, View>, done = new Map<unknown, unknown>()): T {
  if (value === null || typeof value !== 'object') return value;
  if (done.has(value)) return done.get(value) as T;
  let result: unknown;
  if (isView(value)) result = copies.get(value) ?? value;
  else if (value instanceof Map) {
    const map = new Map<unknown, unknown>();
    done.set(value, map);
    for (const [key, item] of value) map.set(key, swapViews(item, copies, done));
    return map as T;
  } else if (Array.isArray(value)) {
    const array: unknown[] = [];
    done.set(value, array);
    for (const item of value) array.push(swapViews(item, copies, done));
    return array as T;
  } else {
    const object: Record<string, unknown> = {};
    done.set(value, object);
    for (const [key, item] of Object.entries(value)) object[key] = swapViews(item, copies, done);
    return object as T;
  }
  done.set(value, result);
  return result as T;
}

/**
 * A copy of plain data (objects, arrays, maps, strings, numbers, typed arrays; no functions, no
 * class instances) whose typed arrays all share one SharedArrayBuffer.
 */
export function shareArrays<T>(data: T): T {
  const views: View[] = [];
  eachView(data, (view) => views.push(view));
  const offsets = new Map<View, number>();
  let size = 0;
  for (const view of views) {
    offsets.set(view, size);
    size += Math.ceil(view.byteLength / ALIGN) * ALIGN;
  }
  const buffer = new SharedArrayBuffer(size);
  const copies = new Map<View, View>();
  for (const view of views) {
    const Kind = view.constructor as new (buffer: SharedArrayBuffer, offset: number, length: number) => View;
    const copy = new Kind(buffer, offsets.get(view) ?? 0, view.length);
    copy.set(view);
    copies.set(view, copy);
  }
  return swapViews(data, copies);
}

/** Whether every typed array in `data` is a view of shared memory. */
export function allShared(data: unknown): boolean {
  let shared = true;
  eachView(data, (view) => {
    if (!(view.buffer instanceof SharedArrayBuffer)) shared = false;
  });
  return shared;
}
