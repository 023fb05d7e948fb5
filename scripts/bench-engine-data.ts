/**
 * Synthetic dictionary for the engine benchmark: real Persian stems, derived forms for volume,
 * some spelled with Arabic ي/ك or harakat, spread over the 22 databases with a few headwords
 * repeated across (and within) databases, and meanings of 8–30 words whose vocabulary follows a
 * Zipf law (the r-th commonest word is drawn 1/r as often as the first), as real meanings do: a few
 * words are in most entries, most words in a few.
 */
import { DB_NAMES, isDbName, type DbName } from '../src/shared/catalog';
import { isRow } from '../src/server/dictionary/rows';
import type { SeedEntry } from './bench/seed-store';

export interface Corpus {
  readonly entries: readonly SeedEntry[];
  readonly headwordCount: number;
}

/** An entry read back from the store, to draw queries from. */
export interface SampleEntry {
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
  readonly text: string;
}

export function isSampleEntry(row: unknown): row is SampleEntry {
  if (!isRow(row)) return false;
  const { db, title, num, text } = row;
  return (
    typeof db === 'string' &&
    isDbName(db) &&
    typeof title === 'string' &&
    typeof num === 'number' &&
    typeof text === 'string'
  );
}

const SUFFIXES = ['ها', '\u200Cها', 'ی', 'ان', 'تر', 'ترین', 'گاه', 'ستان', 'مند', 'انه', 'ش', 'م', 'ات'];
const PREFIXES = ['نا', 'بی', 'هم', 'می\u200C', 'بر'];
// Words every real meaning is full of; one meaning word in ten is one of these.
export const FUNCTION_WORDS: readonly string[] = ['و', 'از', 'به', 'در', 'که', 'را', 'با', 'این', 'یا', 'است'];
const VOCABULARY_SIZE = 20_000;
const LETTERS = 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';

export function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The word with one random insertion, deletion or substitution of a Persian letter. */
export function randomEdit(word: string): string {
  const at = Math.floor(Math.random() * (word.length + 1));
  const letter = pick([...LETTERS]);
  const kind = Math.floor(Math.random() * 3);
  if (kind === 0 || word.length < 2) return word.slice(0, at) + letter + word.slice(at);
  const position = Math.min(at, word.length - 1);
  return word.slice(0, position) + (kind === 1 ? '' : letter) + word.slice(position + 1);
}

function headwordPool(stems: readonly string[], size: number): string[] {
  const pool = new Set<string>(stems);
  for (const suffix of SUFFIXES) for (const stem of stems) if (pool.size < size) pool.add(stem + suffix);
  for (const prefix of PREFIXES) for (const stem of stems) if (pool.size < size) pool.add(prefix + stem);
  return [...pool].slice(0, size);
}

// Variant spellings the normaliser must fold: Arabic yeh/kaf, a fatha after the first letter.
function variant(title: string): string {
  const roll = Math.random();
  if (roll < 0.03) return title.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
  if (roll < 0.05) return title.slice(0, 1) + '\u064E' + title.slice(1);
  return title;
}

// dehkhoda, moein and amid are the big ones; the rest share what is left.
function pickDb(): DbName {
  const roll = Math.random();
  if (roll < 0.3) return 'dehkhoda';
  if (roll < 0.42) return 'moein';
  if (roll < 0.54) return 'amid';
  return pick(DB_NAMES.slice(3));
}

/** Draws indexes 0..size-1 with weight 1/(index + 1). */
export function zipfDraw(size: number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let i = 0; i < size; i++) cumulative[i] = total += 1 / (i + 1);
  return () => {
    const target = Math.random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

export function synthesise(stems: readonly string[], entryCount: number): Corpus {
  const pool = headwordPool(stems, Math.ceil(entryCount * 0.6));
  // Lilak lists every conjugation, so 46% of its stems hold a ZWNJ (می‌/همی‌ verb forms); running
  // text has far fewer. Meanings take one word in ten with a ZWNJ, closer to prose.
  const joined = stems.filter((stem) => stem.includes('\u200C'));
  const plain = stems.filter((stem) => !stem.includes('\u200C'));
  const vocabulary = Array.from({ length: VOCABULARY_SIZE }, (_, i) => pick(i % 10 === 0 ? joined : plain));
  const draw = zipfDraw(vocabulary.length);
  const meaning = (): string =>
    Array.from({ length: 8 + Math.floor(Math.random() * 23) }, () =>
      Math.random() < 0.1 ? pick(FUNCTION_WORDS) : (vocabulary[draw()] ?? ''),
    ).join(' ');
  const entries: SeedEntry[] = [];
  for (let i = 0; i < entryCount; i++) {
    // Past the pool, headwords repeat, the common ones (low indexes) most often.
    const title = i < pool.length ? pool[i] : pool[Math.floor(pool.length * Math.random() ** 2)];
    entries.push({ db: pickDb(), title: variant(title ?? ''), text: meaning(), pron: '' });
  }
  return { entries, headwordCount: pool.length };
}
