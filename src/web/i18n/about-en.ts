/** The English words of the about page (about-fa.ts holds the shape and the Persian). */
import { englishPlural } from './format';
import type { aboutFa } from './about-fa';

export const aboutEn: typeof aboutFa = {
  title: 'About the dictionaries',
  extensionTitle: 'Farhang on any page',
  extensionText:
    'With Farhang’s browser extension (Chrome, Edge, Firefox), click any Persian word on any site to see what it means right there. Unzip the file and load its folder on the browser’s extensions page, in developer mode.',
  extensionLink: 'Download the extension for this service',
  noCredits:
    "This app asks a service that has not said where its dictionaries come from; ask that service's operator for each dictionary's source.",
  intro: ({ n, count }) =>
    `Farhang searches ${count} ${englishPlural(n, 'dictionary', 'dictionaries')}. Here is where the text of each comes from, how many entries it has and under what licence it came.`,
  samples: ({ n, count }) =>
    `${count} ${englishPlural(n, 'dictionary still has', 'dictionaries still have')} only a short sample written by Farhang itself, not the dictionary's text; wherever you see one of their entries, it is labelled “Sample”.`,
  source: 'Source',
  sources: 'Sources',
  entries: 'Entries',
  licence: 'Licence',
  licences: 'Licences',
  notSaid: 'Not given by the operator',
  sampleLicence: "Farhang's own licence",
};
