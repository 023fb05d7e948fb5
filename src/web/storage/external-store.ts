/**
 * State that lives outside React — settings, theme, the reader's library, the default
 * dictionaries — read by components through useSyncExternalStore. Each module keeps its own
 * value and says when it changed; this is the one place that keeps the listeners.
 */
import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  /** The value now; the same object while nothing changed, as useSyncExternalStore needs. */
  readonly get: () => T;
  readonly subscribe: (listener: () => void) => () => void;
  /** Tells every reader the value may have changed. */
  readonly changed: () => void;
}

export function createExternalStore<T>(get: () => T): ExternalStore<T> {
  const listeners = new Set<() => void>();
  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The store's value in a component. `onServer` is what a page drawn on the server shows (no
 * reader's storage there); the stored value follows on hydration.
 */
export function useExternalStore<T>(store: ExternalStore<T>, onServer: T = store.get()): T {
  return useSyncExternalStore(store.subscribe, store.get, () => onServer);
}
