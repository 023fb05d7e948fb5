/**
 * What the first visit needs of the reader's library, kept small because every visit loads it:
 * noting a search, and telling whether the stored library is unreadable. The library itself
 * (library-store.ts) loads when something shows it — the empty search box's recent searches, a
 * word page, the library page — and then folds the searches noted here into its document.
 */
import type { SearchType } from '../../../../shared/search-types';
import { parseJsonOrUndefined } from '../../../../shared/json';
import { EMPTY_LIBRARY, LIBRARY_KEY, startUpDoc } from './library-doc';
import { readStored, readText, writeStored, writeText } from '../../../storage/local-storage';

/** Searches noted before the library was loaded in this tab, oldest first. */
export const PENDING_SEARCHES_KEY = 'farhang.library.pending';
const MAX_PENDING = 50;

export interface NotedSearch {
  readonly q: string;
  readonly type: SearchType;
  readonly at: number;
}

let take: ((q: string, type: SearchType) => void) | undefined;
let resetSeen = false;
let parsed: StoredLibrary | undefined;
const resetListeners = new Set<() => void>();

/**
 * The loaded library takes searches itself from now on. It is opening: whether it finds the
 * stored copy unreadable is its own verdict again.
 */
export function takeSearches(record: (q: string, type: SearchType) => void): void {
  take = record;
  resetSeen = false;
}

/** Notes a search the reader saw results for: to the library when it is loaded, else for later. */
export function noteSearch(q: string, type: SearchType): void {
  if (take) return take(q, type);
  const pending = readStored(PENDING_SEARCHES_KEY);
  const list: unknown[] = Array.isArray(pending) ? pending.slice(1 - MAX_PENDING) : [];
  // Private mode or a full quota: this search is not remembered.
  writeStored(PENDING_SEARCHES_KEY, [...list, { q, type, at: Date.now() }]);
}

/** Takes the searches noted for later (the library folds them in). */
export function takePendingSearches(): unknown {
  const raw = readText(PENDING_SEARCHES_KEY);
  if (raw === null) return undefined;
  writeText(PENDING_SEARCHES_KEY, undefined);
  return parseJsonOrUndefined(raw);
}

/** The loaded library found the stored one unreadable and started afresh (its notice is due). */
export function announceLibraryReset(): void {
  resetSeen = true;
  for (const listener of resetListeners) listener();
}

export function onLibraryReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

export interface StoredLibrary {
  readonly raw: string | null;
  /** The text as JSON; the empty library when nothing is stored. */
  readonly value: unknown;
}

/**
 * The stored library's text and its JSON, parsed once per text however many read it: the shell's
 * check and then the store, on a page that loads both.
 */
export function readStoredLibrary(): StoredLibrary {
  const raw = readText(LIBRARY_KEY);
  if (parsed?.raw !== raw) parsed = { raw, value: raw === null ? EMPTY_LIBRARY : parseJsonOrUndefined(raw) };
  return parsed;
}

/** A stored library that was, or will be found, unreadable (and reset, keeping a backup). */
export function libraryUnreadable(): boolean {
  // Once the library is loaded its verdict stands: it has reset an unreadable one and said so.
  return take ? resetSeen : !startUpDoc(readStoredLibrary().value);
}
