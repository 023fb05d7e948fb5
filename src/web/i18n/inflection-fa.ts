/**
 * How a reader is told in Persian what an inflected form is of its headword («جمعِ دریا، با
 * ضمیرِ ملکیِ «شان»»): the words shared/persian/inflection-rules.ts's `describe` draws with.
 */
import type { DescriptionWords } from '../../shared/persian/inflection-rules';

export const inflectionFa = {
  naming: {
    plural: ({ headword }) => `جمعِ ${headword}`,
    'broken-plural': ({ headword }) => `جمعِ مکسّرِ ${headword}`,
    comparative: ({ headword }) => `صفتِ برترِ ${headword}`,
    superlative: ({ headword }) => `صفتِ برترینِ ${headword}`,
    present: ({ headword }) => `مضارع از ${headword}`,
    past: ({ headword }) => `گذشته از ${headword}`,
    perfect: ({ headword }) => `ماضیِ نقلی از ${headword}`,
    pluperfect: ({ headword }) => `ماضیِ بعید از ${headword}`,
    participle: ({ headword }) => `صفتِ مفعولی از ${headword}`,
    agent: ({ headword }) => `صفتِ فاعلی از ${headword}`,
    subjunctive: ({ headword }) => `التزامی یا امر از ${headword}`,
    future: ({ headword }) => `آینده از ${headword}`,
    imperative: ({ headword }) => `امر از ${headword}`,
  },
  added: {
    plural: () => 'جمع',
    possessive: ({ mark }) => `با ضمیرِ ملکیِ «${mark}»`,
    indefinite: () => 'با «ی»ِ نکره یا اضافه',
    passive: ({ mark }) => `مجهول با «${mark}»`,
    negative: () => 'منفی',
    copula: ({ mark }) => `با فعلِ ربطیِ «${mark}»`,
  },
  spoken: ({ written }) => `${written} (گفتاری)`,
  separator: '، ',
} satisfies DescriptionWords;
