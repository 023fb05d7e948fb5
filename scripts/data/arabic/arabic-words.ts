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

// Where Arabic seats a hamza as Persian does not: on و (Persian writes «مسئول» for «مسؤول»,
// or «مسوول» without it), or on the line inside a word (Persian seats it on ی).
const WAW_SEAT_RE = /ؤ/g;
// A hamza on the line with a letter after it, its marks between: not the final «ماءٌ».
const LINE_HAMZA_RE = /ء(?=[\u064B-\u065F\u0670]*[\u0621-\u063A\u0641-\u064A])/g;

/**
 * The word spelled with its hamza as a Persian reader may write it: exact search folds marks,
 * آ/أ/إ and a word-final hamza already; these spellings it does not, so they become the entry's
 * other keys.
 */
export function hamzaSpellings(word: string): string[] {
  const key = exactKey(word);
  const spellings = [word.replace(WAW_SEAT_RE, 'ئ'), word.replace(WAW_SEAT_RE, 'و'), word.replace(LINE_HAMZA_RE, 'ئ')];
  return [...new Set(spellings)].filter((spelling) => exactKey(spelling) !== key);
}
