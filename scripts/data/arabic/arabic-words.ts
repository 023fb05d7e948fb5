/**
 * Arabic words as the bilingual builders keep them: as their source writes them (Arabic ي, ك, ة,
 * harakat and hamza seats kept: a student reads them so), and compared by our exact key, which
 * folds marks and seats, so «كِتَاب» and «كتاب» are one word.
 */
import { exactKey, MARKS_RE } from '../../../src/shared/persian/normalise';

// Arabic letters, alef wasla and spaces once harakat are set aside; no letter only Persian uses.
const ARABIC_RE = /^[\u0621-\u063A\u0641-\u064A\u0671 ]+$/;

/** A source's Arabic word, tidied, or '' when it is no Arabic word. */
export function arabicWord(raw: string): string {
  const word = raw.normalize('NFC').replace(/\u0640/g, '').replace(/\s+/g, ' ').trim();
  return ARABIC_RE.test(word.replace(MARKS_RE, '')) && exactKey(word).length >= 2 ? word : '';
}

const hasMarks = (word: string): boolean => word.replace(MARKS_RE, '') !== word;

/** The fuller spelling of two: with harakat rather than without, else the first. */
export function fullerSpelling(kept: string, other: string): string {
  return !hasMarks(kept) && hasMarks(other) ? other : kept;
}

// The seats exact search does not fold into one: ؤ is و to it, ئ is ی, and a hamza on the line
// inside a word stays (one at a word's end is dropped).
const SEATS_RE = /[ؤئ]|ء(?=\S)/g;

/**
 * The word with its hamza on the other seats a reader may write it with: Persian writes «مسئول»
 * where Arabic writes «مسؤول». Marks and آ/أ/إ exact search folds already; these spellings it does
 * not, so they become the entry's other keys.
 */
export function hamzaSpellings(word: string): string[] {
  const key = exactKey(word);
  const spellings = ['ئ', 'ؤ', ''].map((seat) => word.replace(SEATS_RE, seat));
  return [...new Set(spellings)].filter((spelling) => exactKey(spelling) !== key && exactKey(spelling).length >= 2);
}
