/**
 * The body of `POST /api/read` (docs/v3-contract.md §16): every word of a text pointing at what it
 * reads as, and each headword's entries once. The service builds it from its store, the app reads
 * it to draw `/read`, and against another v3 service the app builds the same from exact lookups.
 */
import * as v from './check';
import { INFLECTION_RULES } from '../persian/inflection-rules';
import { okStatusSchema } from './schemas';
import { exampleSchema } from './word-extras';

/** The largest text the service reads, in UTF-8 bytes (over it: 413). */
export const MAX_READ_BYTES = 100 * 1024;

/**
 * The largest answer the service sends for one text, in bytes as sent before compression, pretty
 * or not: past it the answer stops at a word and says where (`next`).
 */
export const MAX_READ_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * Ours: what an inflected form is of its headword, its steps from the headword outward (`rule` a
 * rule name such as `plural`, `mark` the suffix or prefix written: «ها»); a client draws the line
 * in its reader's language (shared/persian/inflection-rules.ts). Empty for the headword itself.
 */
export const descriptionSchema = v.array(v.object({ rule: v.picklist(INFLECTION_RULES), mark: v.string() }));

const index = () => v.pipe(v.number(), v.integer(), v.minValue(0));

const spanSchema = v.object({ start: index(), end: index() });

/** One dictionary's entry of a headword the text leads to: its first sense, as plain text. */
export const readEntrySchema = v.object({
  title: v.string(),
  db: v.string(),
  num: v.pipe(v.number(), v.integer()),
  meaning: v.string(),
  /** The entry's pronunciation, '' when it has none (or the service is one that sends none). */
  pron: v.optional(v.string(), ''),
  /** Ours: how common the headword is, as a search result's `band`. */
  band: v.optional(v.string()),
  /** Ours: a sentence of an open corpus holding a form of the headword, as `/v3/word?examples=true`'s first. */
  example: v.optional(exampleSchema),
});

/**
 * What a written form reads as: the headword's entries (indexes into `entries`, one per dictionary
 * of the filter, in its order) and what the form is of it, drawn in the reader's language (plural:
 * «جمعِ کتاب»; no steps when written as the headword).
 */
export const wordReadingSchema = v.object({
  description: descriptionSchema,
  entries: v.array(index()),
});

/**
 * A word of the text, `start`/`end` in UTF-16 code units; `reading` indexes `readings`, absent
 * when no dictionary has the word. A multi-word headword split in the text («دوستش داشتم») is one
 * word spanning its pieces, and `parts` are the pieces' spans.
 */
export const readWordSchema = v.object({
  start: index(),
  end: index(),
  reading: v.optional(index()),
  parts: v.optional(v.array(spanSchema)),
  /**
   * The word's own romanisation, read from the data, when it is written otherwise than its headword
   * (ours: absent from an answer that has none, and from other services').
   */
  pron: v.optional(v.string()),
});

export type ReadEntry = v.InferOutput<typeof readEntrySchema>;
export type WordReading = v.InferOutput<typeof wordReadingSchema>;
export type ReadWord = v.InferOutput<typeof readWordSchema>;

/** A text's reading without the envelope: what the service sends and the app draws. */
export interface TextReading {
  readonly entries: readonly ReadEntry[];
  readonly readings: readonly WordReading[];
  readonly words: readonly ReadWord[];
  /**
   * Where the answer stopped before the text's end (its size, or the client's budget): the UTF-16
   * offset of the first word not read. The rest of the text, sent from there, reads on.
   */
  readonly next?: number | undefined;
}

/** One dictionary's entry as a word's reading shows it: the entry and what the form is of it. */
export interface ReadHeadword extends ReadEntry {
  readonly description: WordReading['description'];
}

/** A pointer that points at nothing: a body whose words cannot be drawn. */
function danglingPointer(body: TextReading): string | undefined {
  const badReading = body.readings.findIndex((reading) => reading.entries.some((at) => at >= body.entries.length));
  if (badReading >= 0) return `readings[${badReading}] names an entry past the last`;
  const badWord = body.words.findIndex((word) => word.reading !== undefined && word.reading >= body.readings.length);
  return badWord >= 0 ? `words[${badWord}] names a reading past the last` : undefined;
}

export const readBodySchema = v.pipe(
  v.object({
    response: okStatusSchema,
    meta: v.object({ filter: v.string() }),
    entries: v.array(readEntrySchema),
    readings: v.array(wordReadingSchema),
    words: v.array(readWordSchema),
    next: v.optional(index()),
  }),
  { test: danglingPointer },
);
