/**
 * The body of `POST /api/read` (docs/v3-contract.md, reading): every word of a text with the
 * headword it leads to. The service builds it from its store, the app reads it to draw `/read`, and
 * against another v3 service the app builds the same words from exact lookups.
 */
import * as v from './check';
import { okStatusSchema } from './schemas';

/** The largest text the service reads, in UTF-8 bytes (over it: 413). */
export const MAX_READ_BYTES = 100 * 1024;

const spanSchema = v.object({
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  end: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** One dictionary's entry for the word: its first sense, as plain text. */
export const readHeadwordSchema = v.object({
  title: v.string(),
  db: v.string(),
  num: v.pipe(v.number(), v.integer()),
  /** What the form is of the headword, for a reader («جمعِ کتاب»); empty when written as the headword. */
  description: v.string(),
  meaning: v.string(),
  /** The entry's pronunciation, '' when it has none (or the service is one that sends none). */
  pron: v.optional(v.string(), ''),
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
  /**
   * The word's own romanisation, read from the data, when it is written otherwise than its headword
   * (ours: absent from an answer that has none, and from other services').
   */
  pron: v.optional(v.string()),
});

export const readBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({ filter: v.string() }),
  words: v.array(readWordSchema),
});

export type ReadHeadword = v.InferOutput<typeof readHeadwordSchema>;
export type ReadWord = v.InferOutput<typeof readWordSchema>;
