/** The English words of the shared components (components-fa.ts holds the shape and the Persian). */
import type { componentsFa } from './components-fa';

export const componentsEn: typeof componentsFa = {
  loading: 'Loading…',
  offline: "You are offline; words you've seen before are still here.",
  pronunciation: 'Pronunciation: ',
  sample: 'Sample',
  sampleNote: "Sample text written by Farhang itself, not this dictionary's text",
  /** Between the sources a dictionary's chip names in its title. */
  sourcesBetween: '; ',
  via: ({ tool }) => ['(via ', tool, ')'],
  quoted: ({ text }) => ['“', text, '”'],
  backHome: 'Back to the home page',
};
