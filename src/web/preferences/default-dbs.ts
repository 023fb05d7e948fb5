/**
 * The reader's default dictionaries, in their order: what `/search` asks when its URL names none
 * (the order is the filter's priority), and which come first in a reading's popover. Chosen on
 * the settings page or saved from the search chips («پیش‌فرض من»), so a one-off filter does not
 * become sticky.
 */
import { filterNames, type DbName } from '../../shared/catalog';
import { readStored, writeStored } from '../storage/local-storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';

const STORAGE_KEY = 'farhang.search.default-dbs.v1';
let cachedRaw: string | undefined;
let cached: readonly DbName[] = [];
const NO_DEFAULT: readonly DbName[] = [];

function readRaw(): string {
  const value = readStored(STORAGE_KEY);
  return typeof value === 'string' ? value : '';
}

/** Stable between calls while storage is unchanged, as useSyncExternalStore needs; [] = all. */
export function getDefaultDbs(): readonly DbName[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = filterNames(raw).named;
  }
  return cached;
}

export function saveDefaultDbs(dbs: readonly DbName[]): void {
  writeStored(STORAGE_KEY, dbs.length === 0 ? undefined : dbs.join(','));
  store.changed();
}

const store = createExternalStore(getDefaultDbs);
// Another tab saving a default counts too.
globalThis.addEventListener?.('storage', store.changed);

export function useDefaultDbs(): readonly DbName[] {
  // The server knows no reader's default: its page searches every dictionary, and a saved default
  // takes over once the page has hydrated.
  return useExternalStore(store, NO_DEFAULT);
}
