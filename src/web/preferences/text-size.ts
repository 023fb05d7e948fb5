/** The reader's text size across the app: remembered, applied to <html>, read by the settings page. */
import { writeStored } from '../storage/local-storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';
import { applyTextSize, readTextSize, TEXT_SIZE_STORAGE_KEY, type TextSize } from './text-size-attribute';

let current: TextSize = readTextSize();
const store = createExternalStore(() => current);

export function setTextSize(size: TextSize): void {
  current = size;
  writeStored(TEXT_SIZE_STORAGE_KEY, size === 'normal' ? undefined : size);
  applyTextSize(size);
  store.changed();
}

/** Reads the stored size again and applies it (tests that clear storage). */
export function initTextSize(): TextSize {
  current = readTextSize();
  applyTextSize(current);
  store.changed();
  return current;
}

export function useTextSize(): TextSize {
  return useExternalStore(store, 'normal');
}

// Changed in another tab (or the site's data cleared: `key` null): this tab follows.
globalThis.addEventListener?.('storage', (event) => {
  if (event instanceof StorageEvent && (event.key === TEXT_SIZE_STORAGE_KEY || event.key === null)) initTextSize();
});
