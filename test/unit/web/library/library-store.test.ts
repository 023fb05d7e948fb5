/**
 * The library store as a page load sees it: what is in localStorage when the app starts, what it
 * writes, and what happens to a stored library it cannot read. Each test loads the store afresh
 * over its own storage, as a new page would.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { EMPTY_LIBRARY, LIBRARY_KEY, MAX_SEARCHES } from '../../../../src/web/features/library/model/library-doc';
import { PENDING_SEARCHES_KEY } from '../../../../src/web/features/library/model/search-trail';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const writes: string[] = [];
  /** Keys the browser has no room for: writing them throws, as a full quota does. */
  const full = new Set<string>();
  return {
    items,
    /** The keys written, in order. */
    writes,
    full,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full.has(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      writes.push(key);
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A page load: the store module evaluated over this storage. */
async function startWith(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const store = await import('../../../../src/web/features/library/model/library-store');
  const stored = (): unknown => JSON.parse(storage.items.get(LIBRARY_KEY) ?? 'null');
  return { store, storage, stored };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SAVED = {
  version: 1,
  searches: [{ q: 'امید', type: 'exact', at: 5, count: 2 }],
  lookups: [{ db: 'moein', title: 'امید', num: 1, at: 6, count: 3 }],
  bookmarks: [{ db: 'moein', title: 'امید', num: 1, savedAt: 7, folder: 'عمومی', gloss: 'آرزو' }],
  folders: ['درس'],
};

test('the library and its backup keep the storage names returning readers already have', async () => {
  const { store } = await startWith();
  expect([LIBRARY_KEY, store.LIBRARY_BACKUP_KEY]).toEqual(['farhang.library.v1', 'farhang.library.corrupt']);
});

test('nothing stored: the library starts empty and nothing is written until something happens', async () => {
  const { store, storage } = await startWith();
  expect(store.getLibrary()).toEqual({ doc: EMPTY_LIBRARY, corrupt: false, backup: undefined, unsaved: false });
  expect(storage.items.size).toBe(0);
});

test('a stored version-1 library is read back whole', async () => {
  const { store } = await startWith({ [LIBRARY_KEY]: JSON.stringify(SAVED) });
  expect(store.getLibrary()).toEqual({ doc: SAVED, corrupt: false, backup: undefined, unsaved: false });
});

test.each([
  ['text that is not JSON', '{"version":1,"searches":['],
  ['JSON of the wrong shape', JSON.stringify({ version: 1, searches: 'امید' })],
  ['a search without its words', JSON.stringify({ ...SAVED, searches: [{ at: 1, count: 1 }] })],
  ['a newer version this app cannot read', JSON.stringify({ ...SAVED, version: 2 })],
  ['no version at all', JSON.stringify({ searches: [] })],
])('%s: the library starts afresh, the text is kept as a backup, and the notice is raised', async (_, raw) => {
  const { store, storage, stored } = await startWith({ [LIBRARY_KEY]: raw });
  expect(store.getLibrary()).toEqual({ doc: EMPTY_LIBRARY, corrupt: true, backup: 'stored', unsaved: false });
  expect(storage.items.get(store.LIBRARY_BACKUP_KEY)).toBe(raw);
  expect(stored()).toEqual(EMPTY_LIBRARY);
  store.dismissLibraryNotice();
  expect(store.getLibrary()).toMatchObject({ corrupt: false, backup: 'stored' });
  expect(storage.items.get(store.LIBRARY_BACKUP_KEY)).toBe(raw);
});

test('a change the browser has no room for is reported and kept in memory until one is saved', async () => {
  const { store, storage, stored } = await startWith({ [LIBRARY_KEY]: JSON.stringify(SAVED) });
  storage.full.add(LIBRARY_KEY);
  expect(store.updateLibrary((doc) => ({ ...doc, folders: ['درس', 'تازه'] }))).toBe(false);
  expect(store.getLibrary()).toMatchObject({ unsaved: true, doc: { folders: ['درس', 'تازه'] } });
  expect(stored()).toEqual(SAVED);
  storage.full.clear();
  expect(store.updateLibrary((doc) => doc)).toBe(true);
  expect(store.getLibrary().unsaved).toBe(false);
  expect(stored()).toMatchObject({ folders: ['درس', 'تازه'] });
});

test('no room for the backup: the unreadable text stays where it is, and this page holds a copy', async () => {
  const raw = '{"version":1,"searches":[';
  const storage = memoryStorage({ [LIBRARY_KEY]: raw });
  storage.full.add('farhang.library.corrupt'); // the backup key, as the first test pins it
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const store = await import('../../../../src/web/features/library/model/library-store');
  expect(store.getLibrary()).toEqual({ doc: EMPTY_LIBRARY, corrupt: true, backup: 'page', unsaved: false });
  expect(storage.items.get(LIBRARY_KEY)).toBe(raw);
  expect(store.readLibraryBackup()).toBe(raw);
  store.deleteLibraryBackup();
  expect(store.getLibrary().backup).toBeUndefined();
  expect(store.readLibraryBackup()).toBeNull();
});

test('a backup kept on an earlier visit is known at start-up, and letting it go forgets it', async () => {
  const { store, storage } = await startWith({ [LIBRARY_KEY]: JSON.stringify(SAVED), 'farhang.library.corrupt': 'x' });
  expect(store.getLibrary()).toEqual({ doc: SAVED, corrupt: false, backup: 'stored', unsaved: false });
  expect(store.readLibraryBackup()).toBe('x');
  store.deleteLibraryBackup();
  expect(store.getLibrary().backup).toBeUndefined();
  expect(storage.items.has(store.LIBRARY_BACKUP_KEY)).toBe(false);
});

test('the full check, once installed, finds a bad bookmark the start-up check let through', async () => {
  const raw = JSON.stringify({ ...SAVED, bookmarks: [{ ...SAVED.bookmarks[0], db: 'nosuchdb' }] });
  const { store, storage } = await startWith({ [LIBRARY_KEY]: raw });
  expect(store.getLibrary().corrupt).toBe(false);
  await import('../../../../src/web/features/library/model/library-words'); // what the word and library pages load
  expect(store.getLibrary()).toEqual({ doc: EMPTY_LIBRARY, corrupt: true, backup: 'stored', unsaved: false });
  expect(storage.items.get(store.LIBRARY_BACKUP_KEY)).toBe(raw);
});

test.each([
  ['the shell checks it, then the word page loads the library', ['check', 'store', 'words']],
  ['the suggest box loads the library, then the shell checks it', ['store', 'check', 'words']],
])('%s: the stored library is parsed once', async (_, steps) => {
  const raw = JSON.stringify(SAVED);
  vi.stubGlobal('localStorage', memoryStorage({ [LIBRARY_KEY]: raw }));
  vi.resetModules();
  const parse = vi.spyOn(JSON, 'parse');
  const trail = await import('../../../../src/web/features/library/model/search-trail');
  for (const step of steps) {
    if (step === 'check') expect(trail.libraryUnreadable()).toBe(false);
    else if (step === 'store') await import('../../../../src/web/features/library/model/library-store');
    else await import('../../../../src/web/features/library/model/library-words');
  }
  const store = await import('../../../../src/web/features/library/model/library-store');
  expect(store.getLibrary().doc).toEqual(SAVED);
  expect(trail.libraryUnreadable()).toBe(false);
  expect(parse.mock.calls.filter(([text]) => text === raw)).toHaveLength(1);
});

test('once the library is loaded, the shell asks it rather than the storage', async () => {
  const raw = JSON.stringify({ ...SAVED, bookmarks: [{ ...SAVED.bookmarks[0], db: 'nosuchdb' }] });
  const { storage } = await startWith({ [LIBRARY_KEY]: raw });
  await import('../../../../src/web/features/library/model/library-words'); // the full check finds the bad bookmark
  const trail = await import('../../../../src/web/features/library/model/search-trail');
  const getItem = vi.spyOn(storage, 'getItem');
  expect(trail.libraryUnreadable()).toBe(true);
  expect(getItem).not.toHaveBeenCalled();
});

test('a search counts repeats, moves to the front, and is saved at once', async () => {
  const { store, stored } = await startWith({ [LIBRARY_KEY]: JSON.stringify(SAVED) });
  store.recordSearch('کتاب', 'like');
  store.recordSearch(' امید ', 'exact');
  const searches = store.getLibrary().doc.searches;
  expect(searches.map((s) => [s.q, s.type, s.count])).toEqual([
    ['امید', 'exact', 3],
    ['کتاب', 'like', 1],
  ]);
  expect(stored()).toEqual(store.getLibrary().doc);
});

test('recent searches are bounded: the oldest go first', async () => {
  const { store } = await startWith();
  for (let i = 0; i < MAX_SEARCHES + 5; i += 1) store.recordSearch(`واژه ${i}`, 'exact');
  const searches = store.getLibrary().doc.searches;
  expect(searches).toHaveLength(MAX_SEARCHES);
  expect(searches[0]?.q).toBe(`واژه ${MAX_SEARCHES + 4}`);
  expect(searches.at(-1)?.q).toBe('واژه 5');
});

test('an empty or over-long query is not kept', async () => {
  const { store } = await startWith();
  store.recordSearch('   ', 'exact');
  store.recordSearch('ا'.repeat(101), 'exact');
  expect(store.getLibrary().doc.searches).toEqual([]);
});

test('removing a search forgets it and saves', async () => {
  const { store, stored } = await startWith({ [LIBRARY_KEY]: JSON.stringify(SAVED) });
  store.removeSearch('امید');
  expect(store.getLibrary().doc.searches).toEqual([]);
  expect(stored()).toMatchObject({ searches: [] });
});

test('searches noted before the library loads (the first visit does not load it) are folded in, counted', async () => {
  const storage = memoryStorage({
    [LIBRARY_KEY]: JSON.stringify({ ...EMPTY_LIBRARY, searches: [{ q: 'امید', at: 1, count: 2 }] }),
  });
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const trail = await import('../../../../src/web/features/library/model/search-trail');
  trail.noteSearch('آب', 'exact');
  trail.noteSearch('امید', 'ava');
  expect(storage.items.has(LIBRARY_KEY) && JSON.parse(storage.items.get(LIBRARY_KEY) ?? '{}').searches).toHaveLength(1);
  const store = await import('../../../../src/web/features/library/model/library-store');
  expect(store.getLibrary().doc.searches.map(({ q, type, count }) => [q, type, count])).toEqual([
    ['امید', 'ava', 3],
    ['آب', 'exact', 1],
  ]);
  expect(storage.items.has(PENDING_SEARCHES_KEY)).toBe(false);
  // Once loaded, the library takes searches itself.
  trail.noteSearch('کتاب', 'exact');
  expect(store.getLibrary().doc.searches[0]?.q).toBe('کتاب');
  expect(storage.items.has(PENDING_SEARCHES_KEY)).toBe(false);
});

test('however many searches were noted before, the loading library saves them in one write', async () => {
  const noted = Array.from({ length: 30 }, (_, i) => ({ q: `واژه ${i}`, type: 'exact', at: i + 1 }));
  const { store, storage, stored } = await startWith({ [PENDING_SEARCHES_KEY]: JSON.stringify(noted) });
  expect(store.getLibrary().doc.searches).toHaveLength(30);
  expect(stored()).toEqual(store.getLibrary().doc);
  expect(storage.writes.filter((key) => key === LIBRARY_KEY)).toHaveLength(1);
});

test('a noted search that is not a search (a hand-edited pending list) is dropped', async () => {
  const { store } = await startWith({
    [PENDING_SEARCHES_KEY]: JSON.stringify([
      { q: 'آب', type: 'nonsense', at: 1 },
      'x',
      { q: 'نان', type: 'like', at: 2 },
    ]),
  });
  expect(store.getLibrary().doc.searches.map(({ q }) => q)).toEqual(['نان']);
});
