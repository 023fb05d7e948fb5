/**
 * Ours beside a v3 word body (`/v3/word?forms=true&examples=true`, docs/v3-contract.md §5.3): a
 * headword's forms and its examples. Apart from schemas.ts, which every first visit loads: only a
 * word page, the popover and the service read these.
 */
import * as v from './check';
import { okStatusSchema } from './schemas';

const optionalString = v.optional(v.string(), '');

/** Ours: one form of a word, and its romanisation where the data has one (`""` where not). */
export const wordFormSchema = v.object({ text: v.string(), pron: optionalString });

/** Ours: a verb's form for one person, with the colloquial form beside it where speech says it otherwise. */
export const formCellSchema = v.object({ written: wordFormSchema, spoken: v.optional(wordFormSchema) });

/** Ours: one tense of a verb, person by person; `negative` is empty for a tense that has none. */
export const tenseFormsSchema = v.object({
  tense: v.string(),
  positive: v.array(formCellSchema),
  negative: v.array(formCellSchema),
});

/** Ours: a noun's plural or an adjective's degree, `rule` saying which (`plural`, `broken-plural`, …). */
export const declinedFormSchema = v.object({ text: v.string(), pron: optionalString, rule: v.string() });

/**
 * Ours (`/v3/word?forms=true`): what the word is (`noun`, `verb`, `adjective`, as its Persian–English
 * entry says) and its forms, made by the analyser's morphology.
 */
export const wordFormsSchema = v.object({
  kinds: v.array(v.string()),
  tenses: v.array(tenseFormsSchema),
  plurals: v.array(declinedFormSchema),
  degrees: v.array(declinedFormSchema),
});

/**
 * Ours (`/v3/word?examples=true`): a sentence of an open corpus that holds a form of the word, the
 * form at `start`–`end` (UTF-16 code units), `source` the corpus it is credited to.
 */
export const exampleSchema = v.object({
  text: v.string(),
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  end: v.pipe(v.number(), v.integer(), v.minValue(0)),
  source: v.string(),
});

/** The members ours adds to a word body; a v3 body without them parses as none. */
export const wordExtrasBodySchema = v.object({
  response: okStatusSchema,
  forms: v.optional(wordFormsSchema),
  examples: v.optional(v.array(exampleSchema)),
});

export type WordForm = v.InferOutput<typeof wordFormSchema>;
export type TenseForms = v.InferOutput<typeof tenseFormsSchema>;
export type DeclinedFormWire = v.InferOutput<typeof declinedFormSchema>;
export type WordForms = v.InferOutput<typeof wordFormsSchema>;
export type Example = v.InferOutput<typeof exampleSchema>;
