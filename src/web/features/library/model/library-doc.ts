/**
 * The reader's library as stored: one versioned document of recent searches, looked-up words,
 * bookmarks and folders (full schema: library-schema.ts). It holds route state only — never the
 * token or the service's address. This file is what start-up needs; it stays small because the
 * first visit loads it.
 */
import type { DbName } from '../../../../shared/catalog';
import type { SearchType } from '../../../../shared/search-types';
import { MAX_TEXT_LENGTH } from '../../../../shared/wire/text-length';

/** Times are milliseconds since 1970 (Date.now()); counts start at 1. */
export interface SavedSearch {
  readonly q: string;
  readonly type?: SearchType;
  readonly at: number;
  readonly count: number;
}

/** A word the reader opened: one entry of one dictionary. */
export interface Lookup {
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
  readonly at: number;
  readonly count: number;
}

export interface Bookmark {
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
  readonly savedAt: number;
  readonly folder: string;
  /** The meaning's start as plain text (never HTML), for flashcards. */
  readonly gloss?: string;
  readonly note?: string;
  /** The entry's romanisation when it has one, for flashcards. Older libraries have none. */
  readonly pron?: string;
  /** The sentence the word was read in (the reading page), for flashcards. Older libraries have none. */
  readonly sentence?: string;
  /** The word as the sentence writes it («کتاب‌ها» for «کتاب»), so a flashcard can mark it there. */
  readonly form?: string;
  /**
   * The text read, when it came by address (a link, a share) and so can be opened again: the
   * library links the sentence back to it. A text pasted into the page stays out of the library.
   */
  readonly reading?: string;
}

/** Version 1. Lists are newest first. */
export interface LibraryDoc {
  readonly version: 1;
  readonly searches: readonly SavedSearch[];
  readonly lookups: readonly Lookup[];
  readonly bookmarks: readonly Bookmark[];
  /** Folders the reader made, in their order; the default folder is implicit. */
  readonly folders: readonly string[];
}

export const LIBRARY_VERSION = 1;

export const LIBRARY_KEY = 'farhang.library.v1';

/**
 * No `q` or `title` the service would refuse is stored. Counted in UTF-16 units here, never fewer
 * than the service's code points, so the store and the schema agree and no word it takes is lost.
 */
export const MAX_WORD = MAX_TEXT_LENGTH;
export const MAX_FOLDER = 40;
export const MAX_GLOSS = 200;
export const MAX_NOTE = 500;
export const MAX_SENTENCE = 300;
/** A text that came by address fits the service's request head; a longer one is not kept. */
export const MAX_READING = 2000;
export const MAX_SEARCHES = 200;
export const MAX_LOOKUPS = 1000;

export const EMPTY_LIBRARY: LibraryDoc = { version: 1, searches: [], lookups: [], bookmarks: [], folders: [] };

/** The `version` a document says it has, or undefined when it says none. */
export function versionOf(value: unknown): number | undefined {
  const version: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'version') : undefined;
  return typeof version === 'number' ? version : undefined;
}

const hasQuery = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && typeof Reflect.get(entry, 'q') === 'string';

/**
 * The start-up check: this version, and recent searches the suggest box can show. The rest is
 * checked in full (library-schema.ts) when the word or library page loads, before it is read.
 */
export function isLibraryDocShape(value: unknown): value is LibraryDoc {
  const searches: unknown = versionOf(value) === LIBRARY_VERSION ? Reflect.get(Object(value), 'searches') : undefined;
  return Array.isArray(searches) && searches.every(hasQuery);
}

export type LibraryUpgrades = Readonly<Record<number, (doc: object) => object>>;

/**
 * One function per older version, lifting its document to the next. Version 2 adds
 * `1: (doc) => ({ ...doc, version: 2, … })` here and raises LIBRARY_VERSION.
 */
const UPGRADES: LibraryUpgrades = {};

/**
 * A stored or imported document lifted to this version, each upgrade in turn, as it is read; the
 * value itself when it is not older, undefined when no upgrade knows its version. The lifted
 * document is saved by the next change, like any other.
 */
export function upgradeLibraryDoc(value: unknown, upgrades = UPGRADES): unknown {
  let doc = value;
  for (let version = versionOf(doc); version !== undefined && version < LIBRARY_VERSION; version += 1) {
    const upgrade = upgrades[version];
    if (!upgrade || typeof doc !== 'object' || doc === null) return undefined;
    doc = upgrade(doc);
  }
  return doc;
}

/** A stored library lifted to this version and passing the start-up check, else undefined. */
export function startUpDoc(value: unknown): LibraryDoc | undefined {
  const doc = upgradeLibraryDoc(value);
  return isLibraryDocShape(doc) ? doc : undefined;
}
