/**
 * Looked-up words, bookmarks and folders of the reader's library. Loaded only by the pages that
 * show them (word and library); importing this module switches the store to the full check of the
 * stored document first, so they never read an unchecked word or bookmark.
 */
import type { WordRoute } from '../../../../shared/routes';
import {
  MAX_FOLDER,
  MAX_GLOSS,
  MAX_LOOKUPS,
  MAX_READING,
  MAX_SENTENCE,
  MAX_WORD,
  type Bookmark,
  type LibraryDoc,
  type Lookup,
} from './library-doc';
import { readLibraryDoc } from './library-schema';
import { bumpItem, installLibraryReader, updateLibrary } from './library-store';
import type { Messages } from '../../../i18n/messages-fa';
import '../../../i18n/bookmark-section';

installLibraryReader(readLibraryDoc);

/** Where a bookmark goes unless the reader picks a folder. */
export const DEFAULT_FOLDER = 'عمومی';

/**
 * A folder's name as the reader sees it: the default folder's stored name is the Persian word,
 * kept as data so a library reads the same in either interface; it is shown in the reader's words.
 */
export function folderLabel(folder: string, m: Messages): string {
  return folder === DEFAULT_FOLDER ? m.bookmark.defaultFolder : folder;
}

/**
 * One entry of one dictionary: what look-ups and bookmarks are keyed by. It is the entry a word
 * address names, so the type lives in shared/routes.ts and naming it never loads the library.
 */
export type WordRef = WordRoute;

/** A word as one string, for maps, sets and React keys: `db/num/title` (db and num hold no `/`). */
export function wordKey({ db, num, title }: WordRef): string {
  return `${db}/${num}/${title}`;
}

function sameWord(a: WordRef, b: WordRef): boolean {
  return a.db === b.db && a.title === b.title && a.num === b.num;
}

export function findLookup(doc: LibraryDoc, word: WordRef): Lookup | undefined {
  return doc.lookups.find((lookup) => sameWord(lookup, word));
}

export function findBookmark(doc: LibraryDoc, word: WordRef): Bookmark | undefined {
  return doc.bookmarks.find((bookmark) => sameWord(bookmark, word));
}

/** Folder names as the reader typed them, less outer and doubled spaces, at most MAX_FOLDER long. */
export function cleanFolderName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, MAX_FOLDER);
}

/** Every folder in order: the default first, then the reader's own (and any a bookmark names). */
export function allFolders(doc: LibraryDoc): string[] {
  return [...new Set([DEFAULT_FOLDER, ...doc.folders, ...doc.bookmarks.map((bookmark) => bookmark.folder)])];
}

export function recordLookup(word: WordRef): void {
  updateLibrary((doc) => ({
    ...doc,
    lookups: bumpItem(
      doc.lookups,
      (lookup) => sameWord(lookup, word),
      (count) => ({ db: word.db, title: word.title, num: word.num, at: Date.now(), count }),
      MAX_LOOKUPS,
    ),
  }));
}

export function removeLookup(word: WordRef): void {
  updateLibrary((doc) => ({ ...doc, lookups: doc.lookups.filter((lookup) => !sameWord(lookup, word)) }));
}

/** The document with the folder in the reader's list (the default folder is never listed). */
function withFolder(doc: LibraryDoc, name: string): LibraryDoc {
  return name === DEFAULT_FOLDER || doc.folders.includes(name) ? doc : { ...doc, folders: [...doc.folders, name] };
}

/**
 * Writers the reader asks for directly return whether the change was saved (updateLibrary). A
 * word saved from a reading keeps the sentence it was read in, the word as written there (`form`),
 * and the text itself when it came by address (`reading`) and is short enough to be one again.
 */
export function addBookmark(
  word: WordRef & { readonly pron?: string },
  gloss: string,
  folder = DEFAULT_FOLDER,
  sentence = '',
  reading = '',
  form = '',
): boolean {
  const linked = sentence !== '' && reading !== '' && reading.length <= MAX_READING;
  const kept: Bookmark = {
    db: word.db,
    title: word.title,
    num: word.num,
    savedAt: Date.now(),
    folder,
    gloss: gloss.slice(0, MAX_GLOSS),
    ...(word.pron === undefined || word.pron === '' ? {} : { pron: word.pron.slice(0, MAX_WORD) }),
    ...(sentence === '' ? {} : { sentence: sentence.slice(0, MAX_SENTENCE) }),
    ...(sentence === '' || form === '' ? {} : { form: form.slice(0, MAX_WORD) }),
    ...(linked ? { reading } : {}),
  };
  return updateLibrary((doc) => ({
    ...withFolder(doc, folder),
    bookmarks: [kept, ...doc.bookmarks.filter((bookmark) => !sameWord(bookmark, word))],
  }));
}

export function removeBookmark(word: WordRef): boolean {
  return updateLibrary((doc) => ({ ...doc, bookmarks: doc.bookmarks.filter((bookmark) => !sameWord(bookmark, word)) }));
}

/** Moves a bookmark to a folder, making the folder when it is new. */
export function moveBookmark(word: WordRef, folder: string): boolean {
  return updateLibrary((doc) => ({
    ...withFolder(doc, folder),
    bookmarks: doc.bookmarks.map((bookmark) => (sameWord(bookmark, word) ? { ...bookmark, folder } : bookmark)),
  }));
}

export function addFolder(name: string): void {
  updateLibrary((doc) => withFolder(doc, name));
}

/** Renames a folder and moves its bookmarks with it; into an existing folder, the two merge. */
export function renameFolder(from: string, to: string): void {
  if (from === DEFAULT_FOLDER || from === to) return;
  updateLibrary((doc) => ({
    ...doc,
    folders:
      doc.folders.includes(to) || to === DEFAULT_FOLDER
        ? doc.folders.filter((folder) => folder !== from)
        : doc.folders.map((folder) => (folder === from ? to : folder)),
    bookmarks: doc.bookmarks.map((bookmark) => (bookmark.folder === from ? { ...bookmark, folder: to } : bookmark)),
  }));
}

/** Deletes a folder; its bookmarks move to the default folder, none is lost. */
export function deleteFolder(name: string): void {
  if (name === DEFAULT_FOLDER) return;
  updateLibrary((doc) => ({
    ...doc,
    folders: doc.folders.filter((folder) => folder !== name),
    bookmarks: doc.bookmarks.map((bookmark) =>
      bookmark.folder === name ? { ...bookmark, folder: DEFAULT_FOLDER } : bookmark,
    ),
  }));
}
