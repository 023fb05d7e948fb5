/**
 * The library's one upgrade hook: a document of an older version is lifted a version at a time,
 * in order, as it is read. No build has written an older version yet, so these tests hand it a
 * table for a made-up older schema, as version 2 will add to the real one.
 */
import { expect, test } from 'vitest';
import {
  EMPTY_LIBRARY,
  LIBRARY_VERSION,
  startUpDoc,
  upgradeLibraryDoc,
} from '../../../../src/web/features/library/model/library-doc';

const OLDEST = LIBRARY_VERSION - 2;
// The made-up history: the oldest kept searches as plain words; the next had no folders.
const OLD_DOC = { version: OLDEST, searches: ['امید'], lookups: [], bookmarks: [] };
const UPGRADES = {
  [OLDEST]: (doc: object) => {
    const words: unknown = Reflect.get(doc, 'searches');
    const searches = Array.isArray(words) ? words.map((q) => ({ q: String(q), at: 0, count: 1 })) : [];
    return { ...doc, version: OLDEST + 1, searches };
  },
  [OLDEST + 1]: (doc: object) => ({ ...doc, version: OLDEST + 2, folders: [] }),
};

test('an older document is lifted through each upgrade in turn to this version', () => {
  expect(upgradeLibraryDoc(OLD_DOC, UPGRADES)).toEqual({
    version: LIBRARY_VERSION,
    searches: [{ q: 'امید', at: 0, count: 1 }],
    lookups: [],
    bookmarks: [],
    folders: [],
  });
  // From the middle of the history only the later upgrade runs.
  expect(upgradeLibraryDoc({ ...EMPTY_LIBRARY, version: OLDEST + 1 }, UPGRADES)).toEqual(EMPTY_LIBRARY);
});

test('a document of this version, a newer one or none at all is left to the checks', () => {
  expect(upgradeLibraryDoc(EMPTY_LIBRARY, UPGRADES)).toBe(EMPTY_LIBRARY);
  const newer = { ...EMPTY_LIBRARY, version: LIBRARY_VERSION + 1 };
  expect(upgradeLibraryDoc(newer, UPGRADES)).toBe(newer);
  expect(upgradeLibraryDoc('not a library', UPGRADES)).toBe('not a library');
});

test('a version no upgrade knows cannot be read', () => {
  expect(upgradeLibraryDoc({ ...OLD_DOC, version: OLDEST - 1 }, UPGRADES)).toBeUndefined();
  expect(upgradeLibraryDoc({ ...EMPTY_LIBRARY, version: LIBRARY_VERSION - 1 })).toBeUndefined();
  expect(startUpDoc({ ...EMPTY_LIBRARY, version: LIBRARY_VERSION - 1 })).toBeUndefined();
  expect(startUpDoc(EMPTY_LIBRARY)).toBe(EMPTY_LIBRARY);
});
