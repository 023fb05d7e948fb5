/*
 * Wrong-keyboard rescue: text typed with the other layout active, mapped back by physical key.
 *
 * Source of truth: ISIRI 9147 ("Persian (Standard)" on Windows, macOS and Android), levels 1 and 2,
 * as the XKB layout `ir(pes)` encodes it (written by the editor of the standard's published text).
 * The legacy Windows "Persian" layout differs on the letter keys only in M (ئ there) and backslash
 * (پ there); we follow the standard. Shift+Space (ZWNJ in the standard) is not a key of its own here.
 */

import { foldKey } from './inflection-text';
import { USE_WEIGHTS } from './use-weights';

// US QWERTY by physical key, unshifted then shifted, row by row.
const US_PLAIN = "`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./";
const US_SHIFT = '~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:"ZXCVBNM<>?';

// The same keys on ISIRI 9147. Marks and invisible characters are escaped so the source stays legible.
const ZWJ = '\u200d'; // on the backtick key
const FA_PLAIN = [ZWJ, ...'۱۲۳۴۵۶۷۸۹۰-=', ...'ضصثقفغعهخحجچ\\', ...'شسیبلاتنمکگ', ...'ظطزرذدپو./'];
const FA_SHIFT = [
  ...'÷!٬٫﷼٪×،*)(ـ+',
  // sukun, dammatan, kasratan, fathatan, damma, kasra, fatha, shadda on Q…I; then ] [ } { |
  ...'\u0652\u064c\u064d\u064b\u064f\u0650\u064e\u0651][}{|',
  ...'ؤئيإأآة»«:؛',
  // Z…/: Arabic kaf, madda above, zhe, superscript alef, ZWNJ, hamza above, hamza, > < ؟
  ...'ك\u0653ژ\u0670\u200c\u0654ء><؟',
];

function pairs(latin: string, persian: readonly string[]): [string, string][] {
  return [...latin].map((key, i) => [key, persian[i] ?? key]);
}

const KEY_PAIRS = [...pairs(US_PLAIN, FA_PLAIN), ...pairs(US_SHIFT, FA_SHIFT)];
const TO_PERSIAN = new Map(KEY_PAIRS);
const TO_LATIN = new Map(KEY_PAIRS.map(([latin, persian]) => [persian, latin]));

/** Every key of the two layouts as [US character, ISIRI 9147 character], unshifted keys first. */
export const LAYOUT_KEYS: readonly (readonly [string, string])[] = KEY_PAIRS;

function mapChars(text: string, table: ReadonlyMap<string, string>): string {
  let out = '';
  for (const ch of text) out += table.get(ch) ?? ch;
  return out;
}

/** What the same keystrokes give on the Persian standard layout (`sghl` → «سلام», `2` → «۲»). */
export function latinToPersian(text: string): string {
  return mapChars(text, TO_PERSIAN);
}

/** What the same keystrokes give on US QWERTY (`ذخخن` → `book`, «۲» → `2`). */
export function persianToLatin(text: string): string {
  return mapChars(text, TO_LATIN);
}

// Letter frequencies (%): Persian measured over the 104,024 Lilak stems of dictionary-fa; English
// the usual running-text table. Characters not listed count as 0.01 %.
const FA_FREQ = frequencies(
  'ی 13.9 ا 12.2 ن 9.6 د 8.9 م 8.3 ر 7.2 ه 5.4 و 4.2 ب 3.8 ت 3.7 س 2.7 ش 2.4 ل 2.1 ز 2.1 گ 2 ک 1.8 ' +
    'ف 1.6 خ 1.5 پ 1.3 ج 0.8 آ 0.75 ق 0.62 چ 0.59 ع 0.57 ح 0.41 غ 0.31 ص 0.29 ذ 0.28 ط 0.25 ض 0.13 ' +
    'ژ 0.13 ئ 0.09 ظ 0.07 ث 0.07 ء 0.02 \u200c 0.5',
);
const EN_FREQ = frequencies(
  'e 12.7 t 9.1 a 8.2 o 7.5 i 7 n 6.7 s 6.3 h 6.1 r 6 d 4.3 l 4 c 2.8 u 2.8 m 2.4 w 2.4 f 2.2 g 2 ' +
    "y 2 p 1.9 b 1.5 v 1 k 0.8 j 0.15 x 0.15 q 0.1 z 0.07 ' 0.3",
);
const RARE = 0.01;
// A capital letter is a word's first letter at best: about one letter in seven of English text.
const CAPITAL = 0.15;

function frequencies(table: string): ReadonlyMap<string, number> {
  const parts = table.split(' ');
  const entries: [string, number][] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) entries.push([parts[i] ?? '', Number(parts[i + 1])]);
  return new Map(entries);
}

function score(text: string, freq: ReadonlyMap<string, number>, capitals: boolean): number {
  let sum = 0;
  for (const ch of text) {
    if (ch === ' ') continue;
    const lower = ch.toLowerCase();
    const capital = capitals && lower !== ch;
    sum += Math.log((freq.get(capitals ? lower : ch) ?? RARE) * (capital ? CAPITAL : 1));
  }
  return sum;
}

// The letters of Persian words as typed on the standard layout, with the Arabic forms it also offers.
const PERSIAN_LETTER = /[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]/u;
const LATIN_LETTER = /[A-Za-z]/;
const PERSIAN_WORDS =
  /^[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]+(?:[ \u200c][\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]+)*$/u;
const LATIN_WORDS = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
const URL_LIKE = /:\/\/|^www\.|@|\.[a-z]{2,}(?:\/|$)/i;

function count(text: string, letter: RegExp): number {
  let n = 0;
  for (const ch of text) if (letter.test(ch)) n += 1;
  return n;
}

/** Words of three letters or more that Persian speakers use (the frequency list's): a word, whatever its letters. */
const USED_FROM = 3;
function usedWords(text: string): boolean {
  const words = text.split(/[ \u200c]/);
  return words.every((word) => word.length >= USED_FROM && USE_WEIGHTS.lexeme(foldKey(word)) !== undefined);
}

export interface KeyboardSuggestion {
  readonly text: string;
  /** The layout the reader meant: `fa` when Latin was typed for Persian, `en` the other way. */
  readonly layout: 'fa' | 'en';
}

/**
 * The query as it was probably meant when it was typed with the wrong layout active, or undefined
 * when it is mixed, a URL, has no letters, or already reads as its own language. Only whole words of
 * letters qualify (plus ZWNJ between Persian letters); the mapped text must read more like its
 * language, by letter frequencies, than the typed text reads like its own — or, mapped to Persian,
 * be words Persian speakers use (the frequency list's). The caller decides when to offer it (the
 * search found little).
 */
export function keyboardSuggestion(q: string): KeyboardSuggestion | undefined {
  const text = q.trim().replace(/\s+/g, ' ');
  if (text === '' || URL_LIKE.test(text)) return undefined;
  const latin = count(text, LATIN_LETTER);
  const persian = count(text, PERSIAN_LETTER);
  if (latin >= 2 && persian === 0) {
    const mapped = latinToPersian(text);
    if (!PERSIAN_WORDS.test(mapped)) return undefined;
    const likely = usedWords(mapped) || score(mapped, FA_FREQ, false) > score(text, EN_FREQ, true);
    return likely ? { text: mapped, layout: 'fa' } : undefined;
  }
  if (persian >= 2 && latin === 0) {
    const mapped = persianToLatin(text);
    if (!LATIN_WORDS.test(mapped)) return undefined;
    return score(mapped, EN_FREQ, true) > score(text, FA_FREQ, false) ? { text: mapped, layout: 'en' } : undefined;
  }
  return undefined;
}
