/**
 * An imported library merged into the reader's own: nothing of theirs is lost or changed. A word
 * or search both hold keeps the larger count and the later time (so importing the same file twice
 * changes nothing); a bookmark both hold keeps the reader's folder and note.
 */
import { MAX_LOOKUPS, MAX_SEARCHES, type LibraryDoc } from './library-doc';
import { DEFAULT_FOLDER, wordKey } from './library-words';

export interface MergeCounts {
  readonly searches: number;
  readonly lookups: number;
  readonly bookmarks: number;
}

interface Counted {
  readonly at: number;
  readonly count: number;
}

/** Both lists as one, newest first, at most `max`; `key` names an item, `fresh` says how many are new. */
function mergeCounted<T extends Counted>(
  mine: readonly T[],
  theirs: readonly T[],
  key: (item: T) => string,
  max: number,
) {
  const byKey = new Map(mine.map((item) => [key(item), item]));
  for (const item of theirs) {
    const own = byKey.get(key(item));
    const later = own && own.at >= item.at ? own : item;
    byKey.set(key(item), {
      ...later,
      at: Math.max(own?.at ?? 0, item.at),
      count: Math.max(own?.count ?? 0, item.count),
    });
  }
  const merged = [...byKey.values()].sort((a, b) => b.at - a.at).slice(0, max);
  const ownKeys = new Set(mine.map(key));
  return { merged, fresh: merged.filter((item) => !ownKeys.has(key(item))).length };
}

export function mergeLibraries(mine: LibraryDoc, theirs: LibraryDoc): { doc: LibraryDoc; added: MergeCounts } {
  const searches = mergeCounted(mine.searches, theirs.searches, (search) => search.q, MAX_SEARCHES);
  const lookups = mergeCounted(mine.lookups, theirs.lookups, wordKey, MAX_LOOKUPS);
  const ownBookmarks = new Set(mine.bookmarks.map(wordKey));
  const newBookmarks = theirs.bookmarks.filter((bookmark) => !ownBookmarks.has(wordKey(bookmark)));
  const bookmarks = [...mine.bookmarks, ...newBookmarks].sort((a, b) => b.savedAt - a.savedAt);
  const folders = [...mine.folders, ...theirs.folders, ...newBookmarks.map((bookmark) => bookmark.folder)];
  return {
    doc: {
      version: mine.version,
      searches: searches.merged,
      lookups: lookups.merged,
      bookmarks,
      folders: [...new Set(folders)].filter((folder) => folder !== DEFAULT_FOLDER),
    },
    added: { searches: searches.fresh, lookups: lookups.fresh, bookmarks: newBookmarks.length },
  };
}
