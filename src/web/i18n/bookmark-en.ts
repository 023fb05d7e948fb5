/** The English words of a word's bookmark (bookmark-fa.ts holds the shape and the Persian). */
import { englishPlural } from './format';
import type { bookmarkFa } from './bookmark-fa';

export const bookmarkEn: typeof bookmarkFa = {
  notSaved: ({ done }) => `${done}, but not saved`,
  bookmarkRemoved: 'Bookmark removed',
  bookmarkAdded: 'Bookmarked',
  movedTo: ({ folder }) => `Moved to “${folder}”`,
  bookmark: 'Bookmark',
  removeBookmark: 'Remove bookmark',
  folder: 'Folder',
  defaultFolder: 'General',
  newFolder: 'New folder',
  newFolderName: 'Name of the new folder',
  create: 'Create',
  seenTimes: ({ n, count }) => `Looked up ${count} ${englishPlural(n, 'time', 'times')}`,
  cancel: 'Cancel',
};
