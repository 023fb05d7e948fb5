/**
 * Whether the reading page shows each linked word's romanisation above it, as furigana is shown
 * over Japanese: off until the reader turns it on (on the page or in settings), then remembered.
 */
import { readStored, writeStored } from '../storage/local-storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';

const STORAGE_KEY = 'farhang.read.pron-above.v1';

let current = readStored(STORAGE_KEY) === true;
const store = createExternalStore(() => current);

export function setPronAbove(on: boolean): void {
  current = on;
  writeStored(STORAGE_KEY, on ? true : undefined);
  store.changed();
}

/** Reads the stored choice again (tests that clear storage). */
export function initPronAbove(): boolean {
  current = readStored(STORAGE_KEY) === true;
  store.changed();
  return current;
}

export function usePronAbove(): boolean {
  // A page drawn on the server knows no reader's choice: plain text, the romanisation on hydration.
  return useExternalStore(store, false);
}

// Changed in another tab (or the site's data cleared: `key` null): this tab follows.
globalThis.addEventListener?.('storage', (event) => {
  if (event instanceof StorageEvent && (event.key === STORAGE_KEY || event.key === null)) initPronAbove();
});
