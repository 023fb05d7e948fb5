/**
 * The reader's library (library-doc.ts) in memory: read once at start-up, written whole on
 * every change, and kept in step with other tabs through the `storage` event. A stored copy that
 * cannot be read is kept under a backup key, the library starts empty, and `corrupt` stays raised
 * until the reader dismisses the notice — never a crash. Where the backup is kept, and whether the
 * last change was saved, are part of the state, so every page that shows the library says the same.
 */
import { toSearchType, type SearchType } from '../../../../shared/search-types';
import { EMPTY_LIBRARY, LIBRARY_KEY, MAX_SEARCHES, MAX_WORD, startUpDoc, type LibraryDoc } from './library-doc';
import {
  announceLibraryReset,
  readStoredLibrary,
  takePendingSearches,
  takeSearches,
  type NotedSearch,
  type StoredLibrary,
} from './search-trail';
import { readText, writeText } from '../../../storage/local-storage';
import { createExternalStore, useExternalStore } from '../../../storage/external-store';

export { LIBRARY_KEY } from './library-doc';
/** The text of the last unreadable library, so nothing the reader saved is lost. */
export const LIBRARY_BACKUP_KEY = 'farhang.library.corrupt';

export interface LibraryState {
  readonly doc: LibraryDoc;
  /** The stored library was unreadable and started afresh, and the reader has not dismissed why. */
  readonly corrupt: boolean;
  /**
   * Where the copy of the last unreadable library is, until the reader lets it go: in storage, or
   * only in this page (storage had no room for it); undefined when there is none.
   */
  readonly backup: 'stored' | 'page' | undefined;
  /** The last change could not be saved (storage full or refused): it lives only in this page until one is. */
  readonly unsaved: boolean;
}

export type LibraryReader = (value: unknown) => LibraryDoc | undefined;

/** The unreadable text when storage had no room for its backup. */
let pageBackup: string | undefined;
let state: LibraryState = startState();
/** The start-up check until a page that shows words and bookmarks installs the full one. */
let reader: LibraryReader = startUpDoc;

function startState(): LibraryState {
  return { doc: EMPTY_LIBRARY, corrupt: false, backup: backupPlace(), unsaved: false };
}

function backupPlace(): LibraryState['backup'] {
  if (readText(LIBRARY_BACKUP_KEY) !== null) return 'stored';
  return pageBackup === undefined ? undefined : 'page';
}

function publish(next: LibraryState): void {
  state = next;
  store.changed();
}

function load({ raw, value }: StoredLibrary): void {
  const doc = reader(value);
  if (!doc) return reset(raw ?? '');
  publish({ ...state, doc, unsaved: false });
  foldPending();
}

/** Keeps the unreadable text as a backup and starts afresh, raising the notice. */
function reset(raw: string): void {
  const kept = writeText(LIBRARY_BACKUP_KEY, raw);
  // Without a stored copy the text stays under its own key until a change is saved over it, and
  // this page holds a copy the reader can still download. (If even the reset is refused, the next
  // load finds the text again: nothing is lost.)
  if (kept) writeText(LIBRARY_KEY, JSON.stringify(EMPTY_LIBRARY));
  pageBackup = kept ? undefined : raw;
  publish({ doc: EMPTY_LIBRARY, corrupt: true, backup: kept ? 'stored' : 'page', unsaved: false });
  announceLibraryReset();
}

/**
 * Checks the stored library in full from now on (start-up checks only what the first visit
 * shows). Pages that show words and bookmarks install it before they read them.
 */
export function installLibraryReader(read: LibraryReader): void {
  reader = read;
  // The document in memory is the stored one already parsed, with the reader's changes since:
  // checking it spares reading and parsing the storage a second time.
  const doc = read(state.doc);
  if (doc) publish({ ...state, doc });
  else reset(readText(LIBRARY_KEY) ?? JSON.stringify(state.doc));
}

function isNoted(value: unknown): value is NotedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const [q, type, at]: unknown[] = ['q', 'type', 'at'].map((key) => Reflect.get(value, key));
  return (
    typeof q === 'string' && typeof type === 'string' && toSearchType(type) !== undefined && typeof at === 'number'
  );
}

/** The searches noted while the library was not loaded (search-trail.ts), in the order made. */
function foldPending(): void {
  const pending = takePendingSearches();
  const noted = Array.isArray(pending) ? pending.filter(isNoted) : [];
  // One change for them all: one write, one notice to subscribers and other tabs.
  if (noted.length > 0)
    updateLibrary((doc) => noted.reduce((next, { q, type, at }) => withSearch(next, q, type, at), doc));
}

export function getLibrary(): LibraryState {
  return state;
}

const store = createExternalStore(getLibrary);
export const subscribeLibrary = store.subscribe;

/** What a page drawn on the server shows: no reader's library; the stored one follows on hydration. */
const SERVER_STATE: LibraryState = { doc: EMPTY_LIBRARY, corrupt: false, backup: undefined, unsaved: false };

export function useLibrary(): LibraryState {
  return useExternalStore(store, SERVER_STATE);
}

/**
 * Applies a change to the document, saves it and tells every subscriber. Returns false when the
 * browser refused to save it (a full quota): the change is then only in this page, and `unsaved`
 * stays raised until a later change is saved — the whole document each time, so that saves both.
 */
export function updateLibrary(change: (doc: LibraryDoc) => LibraryDoc): boolean {
  const doc = change(state.doc);
  const saved = writeText(LIBRARY_KEY, JSON.stringify(doc));
  publish({ ...state, doc, unsaved: !saved });
  return saved;
}

export function dismissLibraryNotice(): void {
  publish({ ...state, corrupt: false });
}

/** The text of the last unreadable library, or null when none is kept. */
export function readLibraryBackup(): string | null {
  return pageBackup ?? readText(LIBRARY_BACKUP_KEY);
}

export function deleteLibraryBackup(): void {
  writeText(LIBRARY_BACKUP_KEY, undefined);
  pageBackup = undefined;
  publish({ ...state, backup: undefined });
}

/**
 * The list with the `same` item (if any) replaced by `make(its count + 1)` at the front; at most
 * `max` kept. Searches and look-ups both count repeats this way.
 */
export function bumpItem<T extends { readonly count: number }>(
  list: readonly T[],
  same: (item: T) => boolean,
  make: (count: number) => T,
  max: number,
): T[] {
  const old = list.find(same);
  return [make((old?.count ?? 0) + 1), ...list.filter((other) => other !== old)].slice(0, max);
}

/** Notes a search the reader saw results for. */
export function recordSearch(q: string, type: SearchType, at = Date.now()): void {
  const doc = withSearch(state.doc, q, type, at);
  if (doc !== state.doc) updateLibrary(() => doc);
}

/** The document with the search counted at the front; the same document for an empty or overlong q. */
function withSearch(doc: LibraryDoc, q: string, type: SearchType, at: number): LibraryDoc {
  const text = q.trim();
  if (text === '' || text.length > MAX_WORD) return doc;
  const searches = bumpItem(
    doc.searches,
    (search) => search.q === text,
    (count) => ({ q: text, type, at, count }),
    MAX_SEARCHES,
  );
  return { ...doc, searches };
}

export function removeSearch(q: string): void {
  updateLibrary((doc) => ({ ...doc, searches: doc.searches.filter((search) => search.q !== q) }));
}

/**
 * Opens the library as a page load does: no notice, the stored copy read and the searches noted
 * before it folded in. A backup only this page holds stays until the reader lets it go.
 */
function openLibrary(): void {
  state = startState();
  // Taken before the load, so a reset announced while loading is already the store's word when
  // the shell asks libraryUnreadable.
  takeSearches(recordSearch);
  load(readStoredLibrary());
}

openLibrary();
globalThis.addEventListener?.('storage', (event) => {
  if (!(event instanceof StorageEvent)) return;
  // `key` is null when another tab cleared the whole storage (the reader cleared the site's
  // data): nothing of the old library is left to warn about, so this tab starts as a new load.
  if (event.key === null) return openLibrary();
  if (event.key === LIBRARY_BACKUP_KEY) publish({ ...state, backup: backupPlace() });
  if (event.key === LIBRARY_KEY) load(readStoredLibrary());
});
