/**
 * A reader's choice of one value, kept outside React and remembered in localStorage (its default
 * is stored as nothing): set, read again, followed when another tab changes it, and read by
 * components through the external store.
 */
import { writeStored } from './local-storage';
import { createExternalStore, useExternalStore } from './external-store';

export interface StoredPreference<T> {
  /** Remembers the value, applies it and tells every reader. */
  readonly set: (value: T) => void;
  /** Reads the stored value again and applies it (start-up, and tests that clear storage). */
  readonly reload: () => T;
  /** The value in a component; a page drawn on the server shows the default. */
  readonly useValue: () => T;
}

export interface PreferenceOptions<T> {
  readonly key: string;
  readonly fallback: T;
  /** The stored value, checked; the fallback when none is stored or it is not one. */
  readonly read: () => T;
  /** What the value changes outside React (an attribute on <html>), if anything. */
  readonly apply?: (value: T) => void;
}

export function storedPreference<T>({ key, fallback, read, apply }: PreferenceOptions<T>): StoredPreference<T> {
  let current = read();
  const store = createExternalStore(() => current);
  const show = (value: T): T => {
    current = value;
    apply?.(value);
    store.changed();
    return value;
  };
  // Changed in another tab (or the site's data cleared: `key` null): this tab follows.
  globalThis.addEventListener?.('storage', (event) => {
    if (event instanceof StorageEvent && (event.key === key || event.key === null)) show(read());
  });
  return {
    set(value) {
      writeStored(key, value === fallback ? undefined : value);
      show(value);
    },
    reload: () => show(read()),
    useValue: () => useExternalStore(store, fallback),
  };
}
