/**
 * The one Persian normaliser (docs/v3-contract.md §9.1). Three levels:
 * - `canonical`: what is stored and shown; letters unified, invisible noise removed, harakat kept.
 * - `exactKey`: what `exact`, `like` and `suggest` compare; marks, spacing and hamza seats folded.
 * - `avaKey`: what `ava` compares; vowel carriers dropped and sound-alike letters folded.
 * Pure string functions, no I/O. Never NFD/NFKD: they split آ أ ئ.
 */

const ZWNJ = '\u200C';

// Letters with one Persian form. Runs after NFKC, which turns presentation-form kaf into U+0643.
const LETTER_MAP: Readonly<Record<string, string>> = {
  '\u0643': 'ک', // ك Arabic kaf
  '\u06AA': 'ک', // ڪ swash kaf
  '\u06AB': 'ک', // ګ
  '\u064A': 'ی', // ي Arabic yeh
  '\u0649': 'ی', // ى alef maksura
  '\u06D0': 'ی', // ې
  '\u06CE': 'ی', // ێ
  '\u06CD': 'ی', // ۍ
  '\u06D2': 'ی', // ے
  '\u06D5': 'ه', // ە ae
  '\u06BE': 'ه', // ھ heh doachashmee
  '\u06C1': 'ه', // ہ heh goal
  '\u06C3': 'ه', // ۃ
};
export const LETTER_RE = new RegExp(`[${Object.keys(LETTER_MAP).join('')}]`, 'g');
// ۂ is heh goal with hamza above: the same ezafe mark as ۀ.
const HEH_GOAL_HAMZA_RE = /\u06C2/g;

// Tatweel, bidi controls, BOM and soft hyphen carry no meaning anywhere.
export const NOISE_RE = /[\u0640\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u00AD\u200B\u200D]/g;
// JS `\s` does not match ZWNJ; it does match NBSP and the other Unicode spaces.
const SPACE_RUN_RE = /\s+/g;
const ZWNJ_RUN_RE = /\u200C{2,}/g;
const ZWNJ_BY_SPACE_RE = /\u200C(?= )|(?<= )\u200C|^\u200C|\u200C$/g;

// Harakat, tanwin, shadda, sukun, maddah and hamza marks, superscript alef, Quranic marks.
export const MARKS_RE = /[\u064B-\u065F\u0670\u0610-\u061A\u06D6-\u06ED]/g;
const EZAFE_HEH_RE = /[\u06C0\u0629]/g; // ۀ ة
const DIGIT_RE = /[\u06F0-\u06F9\u0660-\u0669]/g;
const GAP_RE = /[\s\u200C]/g;

/** A hamza seat and the letter that carries it once the seat is folded away. */
export const HAMZA_SEATS: Readonly<Record<string, string>> = {
  آ: 'ا',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ی',
};
const HAMZA_SEAT_RE = /[آأإٱؤئ]/g;
// A hamza that ends a word (before a gap or the end) is dropped: اجزاء → اجزا.
const FINAL_HAMZA_RE = /\u0621+(?=[\s\u200C]|$)/g;

/** Letters the ava key drops: vowel carriers and the glottal letters that sound like them. */
export const AVA_CARRIERS = 'اآعءأإئؤ';
const CARRIER_RE = new RegExp(`[${AVA_CARRIERS}]`, 'g');
/** The ava key's sound classes: each letter and the letter of its class it is written as. */
export const SOUND_CLASSES: Readonly<Record<string, string>> = {
  ط: 'ت',
  ص: 'س',
  ث: 'س',
  ذ: 'ز',
  ض: 'ز',
  ظ: 'ز',
  ح: 'ه',
  غ: 'ق',
};
const SOUND_RE = new RegExp(`[${Object.keys(SOUND_CLASSES).join('')}]`, 'g');
const REPEAT_RE = /(.)\1+/gu;

/** `text` with every letter that has one Persian form written in it (ك → ک, ي → ی); nothing else changes. */
export function persianLetters(text: string): string {
  return text.replace(LETTER_RE, (ch) => LETTER_MAP[ch] ?? ch);
}

/**
 * Words already written in letters no step changes, ZWNJ only between them: most of what the
 * analyser and the keys see, returned as they are (six passes over each word cost it ~4 %).
 */
const SETTLED_RE =
  /^[\u0621-\u063A\u0641\u0642\u0644-\u0648\u067E\u0686\u0698\u06A9\u06AF\u06C0\u06CC]+(?:\u200C[\u0621-\u063A\u0641\u0642\u0644-\u0648\u067E\u0686\u0698\u06A9\u06AF\u06C0\u06CC]+)*$/;

/** Display form: NFKC, one Persian spelling per letter, no invisible noise, tidy spaces and ZWNJ. */
export function canonical(text: string): string {
  if (SETTLED_RE.test(text)) return text;
  return persianLetters(text.normalize('NFKC'))
    .replace(HEH_GOAL_HAMZA_RE, 'ۀ')
    .replace(NOISE_RE, '')
    .replace(SPACE_RUN_RE, ' ')
    .replace(ZWNJ_RUN_RE, ZWNJ)
    .replace(ZWNJ_BY_SPACE_RE, '')
    .trim();
}

/** Shared by both keys: marks stripped, ezafe heh folded, ASCII digits, Latin lower case. */
function foldMarks(canonicalText: string): string {
  return canonicalText
    .replace(MARKS_RE, '')
    .replace(EZAFE_HEH_RE, 'ه')
    .replace(DIGIT_RE, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
    .toLowerCase();
}

/** Key for `exact`: hamza seats and madda on their carrier, final hamza dropped, no gaps. */
export function exactKey(text: string): string {
  return foldMarks(canonical(text))
    .replace(FINAL_HAMZA_RE, '')
    .replace(HAMZA_SEAT_RE, (ch) => HAMZA_SEATS[ch] ?? ch)
    .replace(GAP_RE, '');
}

/** Key for `ava` (same sound): built from the canonical text, not from the exact key. */
export function avaKey(text: string): string {
  return foldMarks(canonical(text))
    .replace(GAP_RE, '')
    .replace(CARRIER_RE, '')
    .replace(SOUND_RE, (ch) => SOUND_CLASSES[ch] ?? ch)
    .replace(REPEAT_RE, '$1');
}

/** The words of a text as `text` search sees them: split at gaps, each an exact key. */
export function textWords(text: string): string[] {
  return foldMarks(canonical(text))
    .split(/[\s\u200C]+/)
    .map((word) => exactKey(word))
    .filter((word) => word !== '');
}

// Persian letters (no Arabic kaf or yeh), ZWNJ and Persian digits: nothing the report names.
const FOLD_FREE_RE =
  /^[\u0621-\u063A\u0641\u0642\u0644-\u0648\u067E\u0686\u0698\u06A9\u06AF\u06C0\u06CC\u06F0-\u06F9\u200C]*$/;

/**
 * True when `q` holds nothing the «searched as» report would name (Arabic letter forms, marks,
 * tatweel, a space inside, ASCII or Arabic-Indic digits, capitals). A cheap test the first visit
 * can afford; query-folding.ts says what was folded when it is false.
 */
export function foldsNothing(q: string): boolean {
  return FOLD_FREE_RE.test(q.trim());
}
