/**
 * The open corpora a word page's examples are sentences of (data/examples/README.md), each credited
 * as its licence asks wherever a sentence of it is shown. Names are the corpora's own, in both
 * languages; what a split is the interface says (i18n).
 */
export const EXAMPLE_SOURCES = {
  perdt: {
    name: 'UD Persian-PerDT',
    by: 'Mohammad Sadegh Rasooli, Pegah Safari, Amirsaeid Moloodi, Alireza Nourian',
    url: 'https://github.com/UniversalDependencies/UD_Persian-PerDT',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    spoken: false,
  },
  seraji: {
    name: 'UD Persian-Seraji',
    by: 'Mojgan Seraji, Filip Ginter, Joakim Nivre',
    url: 'https://github.com/UniversalDependencies/UD_Persian-Seraji',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    spoken: false,
  },
  shekasteh: {
    name: 'Shekasteh',
    by: 'Mohammad Sadegh Rasooli',
    url: 'https://github.com/rasoolims/Shekasteh',
    licence: 'MIT',
    licenceUrl: 'https://github.com/rasoolims/Shekasteh/blob/master/LICENSE',
    spoken: true,
  },
} as const;

export type ExampleSource = keyof typeof EXAMPLE_SOURCES;

export function isExampleSource(name: string): name is ExampleSource {
  return Object.hasOwn(EXAMPLE_SOURCES, name);
}
