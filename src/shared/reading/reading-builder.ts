/**
 * A text's reading put into its tables word by word (wire/read.ts): each entry and each reading
 * once, words pointing at them. With a budget it refuses the first word that would take the tables
 * past it, so an answer holds whole words up to a point and says where it stopped.
 */
import type { Description } from '../persian/inflection-rules';
import type { ReadEntry, ReadWord, TextReading, WordReading } from '../wire/read';
import { ARRAY_SLACK, itemBytes } from './answer-size';

export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * A word to add: its span, the spans of its pieces when it is a headword split in the text, and
 * its own romanisation when an answer read gave one.
 */
export interface WordSpan extends Span {
  readonly parts?: readonly Span[] | undefined;
  readonly pron?: string | undefined;
}

/**
 * What a word reads as, before it is in the tables: the headword's entries in the filter's order.
 * The words of one form may share one such object: it is then looked up once.
 */
export interface FoundReading {
  readonly description: Description;
  readonly entries: readonly ReadEntry[];
}

/** Bytes the tables may take, as sent (compact, or prettyprint's). */
export interface TableBudget {
  readonly bytes: number;
  readonly pretty: boolean;
}

const entryKey = (entry: ReadEntry): string => `${entry.db}\u0000${entry.num}\u0000${entry.title}`;

const descriptionKey = (description: Description): string =>
  description.map(({ rule, mark }) => `${rule}\u0001${mark}`).join('\u0002');

export class ReadingBuilder {
  private readonly entries: ReadEntry[] = [];
  private readonly readings: WordReading[] = [];
  private readonly words: ReadWord[] = [];
  private readonly entryAt = new Map<string, number>();
  private readonly readingAt = new Map<string, number>();
  private readonly readingOf = new Map<FoundReading, number>();
  // The three arrays' brackets, whether or not they are filled.
  private bytes = 3 * ARRAY_SLACK;

  constructor(private readonly budget?: TableBudget) {}

  /** Adds the next word of the text; false, with nothing added, when it does not fit the budget. */
  add(span: WordSpan, found?: FoundReading): boolean {
    const newEntries: ReadEntry[] = [];
    let readingIndex: number | undefined;
    let newReading: WordReading | undefined;
    let readingKey = '';
    if (found !== undefined && found.entries.length > 0) {
      readingIndex = this.readingOf.get(found);
      if (readingIndex === undefined) {
        const pointers = found.entries.map((entry) => {
          const known = this.entryAt.get(entryKey(entry));
          if (known !== undefined) return known;
          newEntries.push(entry);
          return this.entries.length + newEntries.length - 1;
        });
        readingKey = `${descriptionKey(found.description)}\u0000${pointers.join(',')}`;
        readingIndex = this.readingAt.get(readingKey);
        if (readingIndex === undefined) {
          newReading = { description: [...found.description], entries: pointers };
          readingIndex = this.readings.length;
        }
      }
    }
    const word: ReadWord = {
      start: span.start,
      end: span.end,
      ...(readingIndex === undefined ? {} : { reading: readingIndex }),
      ...(span.parts === undefined ? {} : { parts: span.parts.map(({ start, end }) => ({ start, end })) }),
      ...(span.pron === undefined ? {} : { pron: span.pron }),
    };
    if (this.budget !== undefined) {
      const { pretty } = this.budget;
      let added = itemBytes(word, pretty);
      for (const entry of newEntries) added += itemBytes(entry, pretty);
      if (newReading !== undefined) added += itemBytes(newReading, pretty);
      // The first word always goes in, so a reading that stopped goes on from one word further.
      if (this.words.length > 0 && this.bytes + added > this.budget.bytes) return false;
      this.bytes += added;
    }
    for (const entry of newEntries) {
      this.entryAt.set(entryKey(entry), this.entries.length);
      this.entries.push(entry);
    }
    if (newReading !== undefined) {
      this.readingAt.set(readingKey, this.readings.length);
      this.readings.push(newReading);
    }
    if (found !== undefined && readingIndex !== undefined) this.readingOf.set(found, readingIndex);
    this.words.push(word);
    return true;
  }

  /**
   * Adds the words of another reading (a piece of the text read on its own), their offsets moved
   * by `offset`; the offset of the first word that did not fit, or undefined when all did.
   */
  addReading(piece: TextReading, offset = 0): number | undefined {
    const found = piece.readings.map((reading): FoundReading => ({
      description: reading.description,
      entries: reading.entries.flatMap((at) => piece.entries[at] ?? []),
    }));
    for (const word of piece.words) {
      const moved = {
        start: word.start + offset,
        end: word.end + offset,
        parts: word.parts?.map(({ start, end }) => ({ start: start + offset, end: end + offset })),
        pron: word.pron,
      };
      if (!this.add(moved, word.reading === undefined ? undefined : found[word.reading])) return moved.start;
    }
    return undefined;
  }

  /** The tables so far; `next` where the reading stopped, if it did. */
  build(next?: number): TextReading {
    return {
      entries: this.entries,
      readings: this.readings,
      words: this.words,
      ...(next === undefined ? {} : { next }),
    };
  }
}
