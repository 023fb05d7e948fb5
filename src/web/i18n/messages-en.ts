/**
 * The English interface's words. Typed as the Persian table: a key missing here, or a parameter
 * that differs, fails typecheck. Loaded as a chunk of its own (load-messages.ts), so a Persian
 * reader never downloads it.
 */
import { englishPlural } from './format';
import { errorsEn } from './errors-en';
import { searchEn } from './search-en';
import { componentsEn } from './components-en';
import { inflectionEn } from './inflection-en';
import type { CoreMessages } from './messages-fa';
import { SITE_TEXT } from '../../shared/site';

export const messagesEn: CoreMessages = {
  site: SITE_TEXT.en,
  shell: {
    skipToContent: 'Skip to content',
    skipToResults: 'Skip to results',
    mainLinks: 'Main links',
    library: 'Library',
    settings: 'Settings',
    shortcuts: 'Keyboard shortcuts',
    shortcutsTitle: 'Keyboard shortcuts (?)',
    about: 'About the dictionaries and their sources',
  },
  language: {
    switchTo: 'فارسی',
    switchLabel: 'رابط را فارسی کنید',
    name: 'English',
  },
  /** The theme's names, and the header's ◐ button (the settings page reads them too). */
  theme: {
    names: { system: 'follow the system', light: 'light', dark: 'dark' },
    toggle: ({ now, next }) => `Theme: ${now}; press for ${next}`,
  },
  home: {
    byMeaningTitle: 'Find a word by its meaning',
    intro: ({ count }) =>
      `${count} Persian dictionaries, dialects and bilingual dictionaries: go from a word to its meaning, or from a meaning to the word.`,
    whereFrom: 'Where do these dictionaries come from?',
    modes: 'How to search',
    wordToMeaning: 'Word to meaning',
    meaningToWord: 'Meaning to word',
    readPrompt: 'Have a Persian text to read?',
    readLink: 'Link each of its words to its meaning',
  },
  notFound: {
    pageTitle: 'Page not found',
    title: 'This page was not found',
    detail: 'The address you opened is not in Farhang. Perhaps you can find the word you wanted from here.',
    searchLabel: 'Search for another word',
  },
  badAddress: {
    pageTitle: 'Bad address',
    title: 'This address could not be read',
    detail:
      'The address you opened is not written correctly; part of it may have been lost when it was copied. Search for the word you wanted from here.',
    searchLabel: 'Search for a word',
  },
  heads: {
    searchDescription: ({ q, count }) => `“${q}” in Persian dictionaries: ${count} results`,
    searchPreviewTitle: ({ q, site }) => `“${q}” — ${site}`,
  },
  counts: {
    results: ({ n, count }) => (n === 0 ? 'No results' : `${count} ${englishPlural(n, 'result', 'results')}`),
    words: ({ n, count }) => `${count} ${englishPlural(n, 'word', 'words')}`,
    dictionaries: ({ n, count }) => `${count} ${englishPlural(n, 'dictionary', 'dictionaries')}`,
  },
  // The areas the first page draws (search, errors, shared components); the others are feature
  // sections (feature-sections.ts), each in its part's chunk.
  errors: errorsEn,
  search: searchEn,
  components: componentsEn,
  inflection: inflectionEn,
};
