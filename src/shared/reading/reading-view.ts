/**
 * A reading as its readers use it: each word with its headwords (its reading's entries, each with
 * what the form is of it), the words of one reading sharing one list; and the readings of a text's
 * pieces joined into one, as a client joins an answer that stopped (`next`) and the rest's.
 */
import type { ReadHeadword, ReadWord, TextReading } from '../wire/read';
import { ReadingBuilder, type Span } from './reading-builder';

export interface WordView {
  readonly start: number;
  readonly end: number;
  /** The text's own characters. */
  readonly text: string;
  /** One entry per dictionary of the filter, in its order; none when no dictionary has the word. */
  readonly headwords: readonly ReadHeadword[];
  readonly parts?: readonly Span[] | undefined;
  /** The form's own romanisation, when the service read one from the data. */
  readonly pron?: string | undefined;
}

/** Each reading's headwords, in the order of `reading.readings`. */
export function readingHeadwords(reading: TextReading): ReadHeadword[][] {
  return reading.readings.map(({ description, entries }) =>
    entries.flatMap((at) => {
      const entry = reading.entries[at];
      return entry === undefined ? [] : [{ ...entry, description }];
    }),
  );
}

const NONE: readonly ReadHeadword[] = [];

/** The headwords of one word (none when it has no reading), from `readingHeadwords`' lists. */
export function headwordsOf(word: ReadWord, lists: readonly (readonly ReadHeadword[])[]): readonly ReadHeadword[] {
  return word.reading === undefined ? NONE : (lists[word.reading] ?? NONE);
}

/** Every word of `text` as `reading` gives it, with its headwords. */
export function wordViews(text: string, reading: TextReading): WordView[] {
  const lists = readingHeadwords(reading);
  return reading.words.map((word) => ({
    start: word.start,
    end: word.end,
    text: text.slice(word.start, word.end),
    headwords: headwordsOf(word, lists),
    ...(word.parts === undefined ? {} : { parts: word.parts }),
    ...(word.pron === undefined ? {} : { pron: word.pron }),
  }));
}

/**
 * The readings of consecutive pieces of one text as one: `offset` is where each piece begins in
 * the text. The joined reading stops where its last piece stopped.
 */
export function joinReadings(
  pieces: readonly { readonly reading: TextReading; readonly offset: number }[],
): TextReading {
  const builder = new ReadingBuilder();
  for (const { reading, offset } of pieces) builder.addReading(reading, offset);
  const last = pieces.at(-1);
  return builder.build(last?.reading.next === undefined ? undefined : last.reading.next + last.offset);
}
