/**
 * Runtime schemas of every v3 body (docs/v3-contract.md §5). The service builds its answers to
 * these types; the web client validates every body with them before anyone sees it.
 *
 * They accept what the public v3 service is known to send (docs/v3-contract.md §5):
 * `response.state` may be absent, `pron` and `title_en` may be absent from search results. They
 * never accept a body whose required members are missing or of the wrong JSON type.
 */
import { INFLECTION_RULES } from '../persian/inflection-rules';
import * as v from './check';

const optionalString = v.optional(v.string(), '');

/**
 * Ours: what an inflected form is of its headword, its steps from the headword outward (`rule` a
 * rule name such as `plural`, `mark` the suffix or prefix written: «ها»); a client draws the line
 * in its reader's language (shared/persian/inflection-rules.ts). Empty for the headword itself.
 */
export const descriptionSchema = v.array(v.object({ rule: v.picklist(INFLECTION_RULES), mark: v.string() }));

/** `response` of a successful answer. */
export const okStatusSchema = v.object({
  status: v.literal(true),
  code: v.number(),
  state: v.optional(v.nullable(v.unknown()), null),
});

/** `response` of an error answer: the code and a stable machine word say why. */
export const errorStatusSchema = v.object({
  status: v.literal(false),
  code: v.pipe(v.number(), v.integer()),
  error: optionalString,
  message: optionalString,
  state: v.optional(v.nullable(v.unknown()), null),
});

export const errorBodySchema = v.object({
  response: errorStatusSchema,
  meta: v.optional(v.record(v.string(), v.unknown()), {}),
});

export const debugSchema = v.object({
  took_ms: v.number(),
  normalized_q: v.string(),
  type: v.string(),
  filter: v.array(v.string()),
});

export const searchResultSchema = v.object({
  id: v.string(),
  title: v.string(),
  title_en: optionalString,
  pron: optionalString,
  text: v.string(),
  source: v.string(),
  db: v.string(),
  num: v.pipe(v.number(), v.integer()),
  /**
   * Ours: how common the headword is (shared/frequency.ts's bands); `""` where no band applies (an
   * English headword, a service without the list), absent from another v3 service.
   */
  band: v.optional(v.string()),
});

export const searchBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({
    q: v.string(),
    type: v.string(),
    filter: v.string(),
    start: v.optional(v.string()),
    rows: v.optional(v.string()),
  }),
  data: v.object({
    num_found: v.pipe(v.number(), v.integer(), v.minValue(0)),
    results: v.array(searchResultSchema),
    /** Ours: the results hold most of q's words, not all (a `text` search asked with `partial=true`). */
    partial: v.optional(v.literal(true)),
  }),
  debug: v.optional(debugSchema),
});

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

export const wordEntrySchema = v.object({
  id: v.string(),
  title: v.string(),
  title_en: optionalString,
  pron: optionalString,
  db: v.string(),
  source: v.string(),
  text: v.string(),
  /** Ours, as a search result's. */
  band: v.optional(v.string()),
});

export const wordBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({
    word: v.optional(v.string()),
    title: v.optional(v.string()),
    num: v.optional(v.string()),
    db: v.optional(v.string()),
  }),
  word: wordEntrySchema,
  /** Ours, asked with `forms=true`. */
  forms: v.optional(wordFormsSchema),
  /** Ours, asked with `examples=true`. */
  examples: v.optional(v.array(exampleSchema)),
  debug: v.optional(debugSchema),
});

export const suggestBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({ q: v.string() }),
  data: v.object({ suggestion: v.array(v.string()) }),
  debug: v.optional(debugSchema),
});

export type SearchResult = v.InferOutput<typeof searchResultSchema>;
export type SearchBody = v.InferOutput<typeof searchBodySchema>;
export type WordEntry = v.InferOutput<typeof wordEntrySchema>;
export type SuggestBody = v.InferOutput<typeof suggestBodySchema>;
export type Debug = v.InferOutput<typeof debugSchema>;
export type WordForm = v.InferOutput<typeof wordFormSchema>;
export type TenseForms = v.InferOutput<typeof tenseFormsSchema>;
export type DeclinedFormWire = v.InferOutput<typeof declinedFormSchema>;
export type WordForms = v.InferOutput<typeof wordFormsSchema>;
export type Example = v.InferOutput<typeof exampleSchema>;
