/** How a reader is told in English what an inflected form is of its headword ("plural of دریا"). */
import type { inflectionFa } from './inflection-fa';

export const inflectionEn: typeof inflectionFa = {
  naming: {
    plural: ({ headword }) => `plural of ${headword}`,
    'broken-plural': ({ headword }) => `broken plural of ${headword}`,
    comparative: ({ headword }) => `comparative of ${headword}`,
    superlative: ({ headword }) => `superlative of ${headword}`,
    present: ({ headword }) => `present of ${headword}`,
    past: ({ headword }) => `past of ${headword}`,
    perfect: ({ headword }) => `present perfect of ${headword}`,
    pluperfect: ({ headword }) => `past perfect of ${headword}`,
    participle: ({ headword }) => `past participle of ${headword}`,
    agent: ({ headword }) => `agent noun of ${headword}`,
    subjunctive: ({ headword }) => `subjunctive or imperative of ${headword}`,
    future: ({ headword }) => `future of ${headword}`,
    imperative: ({ headword }) => `imperative of ${headword}`,
  },
  added: {
    plural: () => 'plural',
    possessive: ({ mark }) => `with the possessive «${mark}»`,
    indefinite: () => 'with the indefinite or ezafe «ی»',
    passive: ({ mark }) => `passive with «${mark}»`,
    negative: () => 'negative',
    copula: ({ mark }) => `with the copula «${mark}»`,
  },
  spoken: ({ written }) => `${written} (spoken)`,
  separator: ', ',
};
