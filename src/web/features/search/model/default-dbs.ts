/**
 * The reader's remembered dictionary selection: what `/search` uses when its URL names none.
 * Saved only when the reader asks («پیش‌فرض من»), so a one-off filter does not become sticky.
 */
import { filterNames } from '../../../../shared/catalog';
import { readStored, writeStored } from '../../../storage/local-storage';
import { createExternalStore, useExternalStore } from '../../../storage/external-store';
import type { DbSelection } from './search-url';

const STORAGE_KEY = 'farhang.search.default-dbs.v1';
let cachedRaw: string | undefined;
let cached: DbSelection = [];
const NO_DEFAULT: DbSelection = [];

function readRaw(): string {
  const value = readStored(STORAGE_KEY);
  return typeof value === 'string' ? value : '';
}

/** Stable between calls while storage is unchanged, as useSyncExternalStore needs. */
function getDefaultDbs(): DbSelection {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = filterNames(raw).named;
  }
  return cached;
}

export function saveDefaultDbs(dbs: DbSelection): void {
  writeStored(STORAGE_KEY, dbs.length === 0 ? undefined : dbs.join(','));
  store.changed();
}

const store = createExternalStore(getDefaultDbs);
// Another tab saving a default counts too.
globalThis.addEventListener?.('storage', store.changed);

export function useDefaultDbs(): DbSelection {
  // The server knows no reader's default: its page searches every dictionary, and a saved default
  // takes over once the page has hydrated.
  return useExternalStore(store, NO_DEFAULT);
}
