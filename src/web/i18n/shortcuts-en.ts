import type { shortcutsFa } from './shortcuts-fa';

/** The keyboard shortcuts sheet's words, in English. */
export const shortcutsEn: typeof shortcutsFa = {
  title: 'Keyboard shortcuts',
  note: 'They work with a Persian keyboard too: press the same key.',
  close: 'Close',
  focusSearch: 'Go to the search box',
  moveResults: 'Move through the results',
  nextDictionary: 'The same word in the next dictionary (on a word page)',
  previousDictionary: 'The same word in the previous dictionary (on a word page)',
  bookmark: 'Add or remove a bookmark (on a word page)',
  copyLink: "Copy the word's link (on a word page)",
  help: 'This help',
  escape: 'Close the help or the list of suggestions',
};
