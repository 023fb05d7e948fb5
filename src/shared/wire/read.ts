/**
 * The body of `POST /api/read` (docs/v3-contract.md, reading): every word of a text with the
 * headword it leads to. The service builds it from its store, the app reads it to draw `/read`, and
 * against another v3 service the app builds the same words from exact lookups.
 */
import * as v from './check';
import { INFLECTION_RULES } from '../persian/inflection-rules';
import { okStatusSchema } from './schemas';
import { exampleSchema } from './word-extras';

/** The largest text the service reads, in UTF-8 bytes (over it: 413). */
export const MAX_READ_BYTES = 100 * 1024;

const spanSchema = v.object({
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  end: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * Ours: what an inflected form is of its headword, its steps from the headword outward (`rule` a
 * rule name such as `plural`, `mark` the suffix or prefix written: «ها»); a client draws the line
 * in its reader's language (shared/persian/inflection-rules.ts). Empty for the headword itself.
 */
export const descriptionSchema = v.array(v.object({ rule: v.picklist(INFLECTION_RULES), mark: v.string() }));

/** One dictionary's entry for the word: its first sense, as plain text. */
export const readHeadwordSchema = v.object({
  title: v.string(),
  db: v.string(),
  num: v.pipe(v.number(), v.integer()),
  /** What the form is of the headword, drawn in the reader's language (plural: «جمعِ کتاب»); none when written as it. */
  description: descriptionSchema,
  meaning: v.string(),
  /** The entry's pronunciation, '' when it has none (or the service is one that sends none). */
  pron: v.optional(v.string(), ''),
  /** Ours: how common the headword is, as a search result's `band`. */
  band: v.optional(v.string()),
  /** Ours: a sentence of an open corpus holding a form of the headword, as `/v3/word?examples=true`'s first. */
  example: v.optional(exampleSchema),
});

/**
 * A word of the text, `start`/`end` in UTF-16 code units. A multi-word headword split in the text
 * («دوستش داشتم») is one word spanning its pieces, and `parts` are the pieces' spans.
 */
export const readWordSchema = v.object({
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  end: v.pipe(v.number(), v.integer(), v.minValue(0)),
  text: v.string(),
  headwords: v.array(readHeadwordSchema),
  parts: v.optional(v.array(spanSchema)),
});

export const readBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({ filter: v.string() }),
  words: v.array(readWordSchema),
});

export type ReadHeadword = v.InferOutput<typeof readHeadwordSchema>;
export type ReadWord = v.InferOutput<typeof readWordSchema>;
