/** The English words of the compare page (compare-fa.ts holds the shape and the Persian). */
import { englishPlural } from './format';
import type { compareFa } from './compare-fa';

export const compareEn: typeof compareFa = {
  pageTitle: 'Compare across dictionaries',
  pageTitleOf: ({ word }) => `Compare “${word}”`,
  headingOf: ({ word }) => ['“', word, '” across dictionaries'],
  enterWord: 'Type a word to see its meanings in the dictionaries side by side.',
  tooLong: ({ count }) => `This word is longer than ${count} characters; type a shorter one.`,
  unknownNames: 'These names are not dictionaries of this service and were left out: ',
  listJoin: ', ',
  pickOne: 'Choose at least one dictionary from the “Dictionaries” list.',
  formLabel: 'Compare another word',
  word: 'Word',
  placeholder: 'A word to compare…',
  submit: 'Compare',
  dictionaries: ({ chosen, all }) => `Dictionaries (${chosen} of ${all})`,
  dialectNote: 'Dialects are not columns: they come together under “Regional forms”.',
  loading: 'Loading the entries…',
  firstOnly: ({ total, shown }) =>
    `This word has ${total.count} ${englishPlural(total.n, 'entry', 'entries')}; the first ${shown.count} ${englishPlural(shown.n, 'is', 'are')} shown here.`,
  allInSearch: 'All entries in search',
  notInThis: 'Not in this dictionary',
  fullMeaning: 'Full meaning',
  entryPage: 'Entry page',
  inSource: ({ title, source }) => `“${title}” in ${source}`,
  fullFailed: 'The full meaning could not be loaded.',
  nowhere: 'This word is not in the chosen dictionaries',
  nowhereDetail: ({ word }) =>
    `None of the dictionaries you chose has an entry for “${word}”. Choose other dictionaries or search for the word.`,
  searchClose: ({ word }) => ['Search for words close to “', word, '” in all dictionaries'],
  regional: 'Regional forms',
  saidInDialects: ({ word }) => `How “${word}” is said in the dialects:`,
  noRegional: ({ word }) => `The chosen dialects have no regional form of “${word}”.`,
  sameInDialects: ({ word }) => `“${word}” itself is in these dialects:`,
  regionalFailed: ({ fault }) => `${fault}; the regional forms could not be loaded.`,
  searchingDialects: 'Searching the dialects…',
};
