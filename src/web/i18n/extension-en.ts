/** The English words of the browser extension (extension-fa.ts holds the shape and the Persian). */
import { isolated } from './format';
import type { extensionFa } from './extension-fa';

export const extensionEn: typeof extensionFa = {
  looking: 'Looking it up in Farhang…',
  missing: ({ word }) => `${isolated(word)} is not in the dictionaries.`,
  unreachable: 'Farhang did not answer. Check the service address and token in the extension’s options.',
  optionsTitle: 'Farhang extension',
  optionsIntro: 'Click any Persian word on any page to see what it means; on a link, hold Alt as you click.',
  service: 'Service address',
  token: 'Token',
  offSites: 'Sites the extension is off on (one a line)',
  save: 'Save',
  saved: 'Saved.',
  badService: 'The service address must start with https:// or http://.',
  library: ({ count }) => `Words saved with their sentence: ${count}`,
  exportJson: 'Download for Farhang’s library (JSON)',
  exportAnki: 'Download for Anki (TSV)',
};
