/** A bounded cache of upstream answers: least recently used first out, each entry for a time. */
export interface LruCache<V> {
  get(key: string): V | undefined;
  /** Stores `value`, counted as `bytes`; a value larger than the whole bound is not stored. */
  set(key: string, value: V, bytes: number): void;
  /** Bytes held now (the sum of the `bytes` of live entries). */
  readonly bytes: number;
  readonly size: number;
}

export interface LruOptions {
  readonly maxBytes: number;
  /** How long an entry is served, in milliseconds; 0 = not cached at all. */
  readonly ttlMs: number;
  /** Milliseconds; tests pass a fake clock. */
  readonly now?: () => number;
}

interface Slot<V> {
  readonly value: V;
  readonly bytes: number;
  readonly expires: number;
}

/**
 * A Map keeps insertion order, so re-inserting on every hit makes its first key the least recently
 * used one: eviction is O(1) per entry and the whole cache is one structure.
 */
export function createLruCache<V>(options: LruOptions): LruCache<V> {
  const now = options.now ?? Date.now;
  const slots = new Map<string, Slot<V>>();
  let held = 0;

  const drop = (key: string): void => {
    const slot = slots.get(key);
    if (slot === undefined) return;
    slots.delete(key);
    held -= slot.bytes;
  };

  return {
    get(key) {
      const slot = slots.get(key);
      if (slot === undefined) return undefined;
      if (slot.expires <= now()) {
        drop(key);
        return undefined;
      }
      slots.delete(key);
      slots.set(key, slot);
      return slot.value;
    },
    set(key, value, bytes) {
      drop(key);
      if (options.ttlMs <= 0 || bytes > options.maxBytes) return;
      for (const oldest of slots.keys()) {
        if (held + bytes <= options.maxBytes) break;
        drop(oldest);
      }
      slots.set(key, { value, bytes, expires: now() + options.ttlMs });
      held += bytes;
    },
    get bytes() {
      return held;
    },
    get size() {
      return slots.size;
    },
  };
}
