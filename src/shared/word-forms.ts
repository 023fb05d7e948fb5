/**
 * A word's forms as a client receives them (`/v3/word?forms=true`): a verb's tenses, written and
 * spoken; a noun's plurals; an adjective's degrees — each made by the analyser's morphology
 * (persian/conjugation.ts, spoken-conjugation.ts, declension.ts), each with the romanisation the
 * data has for it.
 */
import { writtenTenses } from './persian/conjugation';
import { degreesOf, pluralsOf, type DeclinedForm } from './persian/declension';
import { spokenTenses } from './persian/spoken-conjugation';
import { verbParts } from './persian/verb-stems';
import type { DeclinedFormWire, TenseForms, WordForm, WordForms } from './wire/word-extras';

/** What a word may be, as a Persian–English entry names it, and which forms each has. */
export const WORD_KINDS = ['noun', 'verb', 'adjective'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

/** What the forms are made from besides the headword. */
export interface FormSources {
  /** What the word is; forms only for these. */
  readonly kinds: readonly WordKind[];
  /** The other forms the dictionary lists for the word (its alternates): the plurals it has. */
  readonly listed: readonly string[];
  /** The romanisation the data has for a form, '' when none. */
  readonly pronOf: (form: string) => string;
  /** Whether the data names an infinitive a verb: a preverb stands before it («برگرداندن»). */
  readonly isVerb?: (infinitive: string) => boolean;
}

function tenses(headword: string, { pronOf, isVerb }: FormSources): TenseForms[] {
  const verb = verbParts(headword, isVerb);
  if (verb === undefined) return [];
  const spoken = spokenTenses(verb);
  const form = (text: string): WordForm => ({ text, pron: pronOf(text) });
  return writtenTenses(verb).map(({ tense, positive, negative }) => {
    const said = spoken[tense];
    const cells = (written: readonly string[], speech: readonly string[] | undefined) =>
      written.map((text, person) => {
        const other = speech?.[person] ?? '';
        return other === '' || other === text ? { written: form(text) } : { written: form(text), spoken: form(other) };
      });
    return { tense, positive: cells(positive, said?.positive), negative: cells(negative, said?.negative) };
  });
}

const declined = (forms: readonly DeclinedForm[], pronOf: FormSources['pronOf']): DeclinedFormWire[] =>
  forms.map(({ text, rule }) => ({ text, pron: pronOf(text), rule }));

/** The forms of `headword` for each of its kinds; empty lists for a kind it is not. */
export function wordForms(headword: string, sources: FormSources): WordForms {
  const { kinds, listed, pronOf } = sources;
  return {
    kinds: [...kinds],
    tenses: kinds.includes('verb') ? tenses(headword, sources) : [],
    plurals: kinds.includes('noun') ? declined(pluralsOf(headword, listed), pronOf) : [],
    degrees: kinds.includes('adjective') ? declined(degreesOf(headword), pronOf) : [],
  };
}
