/**
 * The pages off the reading path — settings and the reader's library (with the parts of it the
 * shell and the word page borrow) — as one lazy chunk. Together on purpose: Rolldown 1.2 moves
 * React out of the first-visit script into a chunk of its own as soon as a third lazy chunk
 * imports it (reproduced with a five-line page), and the first visit must stay one script.
 */
export { SettingsPage } from '../features/settings/components/settings-page';
export { LibraryNotice } from '../features/library/components/library-notice';
export { LibraryPage } from '../features/library/components/library-page';
export { WordLibraryActions } from '../features/library/components/word-library-actions';
