/**
 * How Persian letters are written in Finglish (Persian in Latin letters, as readers type it on a
 * Latin keyboard): each letter's usual spellings with what choosing it costs (0 is the usual one),
 * and the sound class both sides share in a word's consonant skeleton. Our own table, from the
 * spellings readers use: kh, gh/q, sh, ch, zh; a/aa; e or eh for a final «ه»; o/u/oo; i/ee/y;
 * ' for «ع» and «ء».
 */

/** Where in the word a spelling may stand. */
export type Place = 'any' | 'first' | 'last' | 'inner';

export interface LatinSpelling {
  readonly latin: string;
  readonly cost: number;
  readonly place?: Place;
}

const s = (latin: string, cost = 0, place: Place = 'any'): LatinSpelling => ({ latin, cost, place });

/** Persian letters as the exact key writes them (hamza seats folded) → their Latin spellings. */
export const LETTER_SPELLINGS: ReadonlyMap<string, readonly LatinSpelling[]> = new Map([
  // The alef carries the first vowel of «امید», «اسم», «ایران»; inside a word it is a long «a»,
  // said «u» before «ن» in speech («خونه»); final, the «ـاً» of «لطفاً».
  [
    'ا',
    [
      s('a'),
      s('aa'),
      s('e', 0.1, 'first'),
      s('o', 0.1, 'first'),
      s('', 0.05, 'first'),
      s('i', 0.3, 'first'),
      s('u', 0.4),
      s('oo', 0.4),
      s('an', 0.2, 'last'),
    ],
  ],
  ['ب', [s('b')]],
  ['پ', [s('p')]],
  ['ت', [s('t')]],
  ['ث', [s('s', 0.3)]],
  ['ج', [s('j')]],
  ['چ', [s('ch'), s('c', 0.4)]],
  ['ح', [s('h', 0.1), s('', 0.5)]],
  ['خ', [s('kh'), s('x', 0.1)]],
  ['د', [s('d')]],
  ['ذ', [s('z', 0.3)]],
  ['ر', [s('r')]],
  ['ز', [s('z')]],
  ['ژ', [s('zh'), s('j', 0.5)]],
  ['س', [s('s')]],
  ['ش', [s('sh')]],
  ['ص', [s('s', 0.2)]],
  ['ض', [s('z', 0.3)]],
  ['ط', [s('t', 0.2)]],
  ['ظ', [s('z', 0.3)]],
  // «ع» is written ', or as the vowel it carries («عید» eid, «ساعت» saat), or not at all.
  ['ع', [s("'"), s('a', 0.2), s('e', 0.2), s('o', 0.2), s('i', 0.3), s('', 0.25)]],
  ['غ', [s('gh', 0.1), s('q', 0.2)]],
  ['ف', [s('f')]],
  ['ق', [s('gh'), s('q')]],
  ['ک', [s('k'), s('c', 0.3)]],
  ['گ', [s('g')]],
  ['ل', [s('l')]],
  ['م', [s('m')]],
  ['ن', [s('n')]],
  // A lone «o» is most often the unwritten short vowel («خدا» khoda); «oo» and «u» are «و».
  ['و', [s('v'), s('w', 0.1), s('u'), s('oo'), s('ou'), s('o', 0.1), s('ow', 0.2)]],
  // A final «ه» after a consonant is the vowel e («خانه»); elsewhere it is h («شهر», «راه»).
  ['ه', [s('h', 0, 'inner'), s('e', 0, 'last'), s('eh', 0, 'last'), s('h', 0.2, 'last'), s('a', 0.4, 'last')]],
  ['ی', [s('i'), s('ee'), s('y'), s('ey', 0.1), s('ei', 0.1), s('ai', 0.3), s('e', 0.4)]],
  ['ء', [s("'"), s('', 0.1)]],
]);

/** Latin vowels a reader writes for the short vowels Persian leaves unwritten, and their cost. */
export const UNWRITTEN_VOWELS: ReadonlyMap<string, number> = new Map([
  ['e', 0.05],
  ['o', 0.06],
  ['a', 0.15],
  ["'", 0.1],
  ['u', 0.5],
  ['i', 0.6],
]);

/**
 * A Persian word neither starts nor ends with an unwritten vowel: the Latin's first or last vowel
 * stands for a letter («ا», «ع», «ه», «و»), or the reading is unlikely.
 */
export const EDGE_VOWEL_COST = { first: 1, last: 0.6 } as const;

/** The «و» of «خواهر», «خواب»: written, not said, after «خ». */
export const SILENT_VAV_COST = 0.1;
/** A doubled consonant (`tashakkor`) is one letter with the shadda Persian leaves unwritten. */
export const DOUBLED_COST = 0.05;

/** Whether a spelling may stand for the word's `first` and/or `last` letter. */
export function fitsPlace(spelling: LatinSpelling, first: boolean, last: boolean): boolean {
  const place = spelling.place ?? 'any';
  if (place === 'first') return first;
  if (place === 'last') return last;
  if (place === 'inner') return !last;
  return true;
}

/** Latin letters a reader writes for one Persian consonant each. */
export const DIGRAPHS: readonly string[] = ['kh', 'gh', 'sh', 'ch', 'zh'];
export const LATIN_VOWEL_RE = /[aeiou]/;
const CONSONANT_RE = /[bcdfghjklmnpqrstvwxyz]/;

/** `a` at `i` closes its syllable when two consonants follow: `kardan`, `dashtan` — a short «a». */
export function closesSyllable(word: string, i: number): boolean {
  let at = i + 1;
  if (DIGRAPHS.includes(word.slice(at, at + 2))) at += 2;
  else if (CONSONANT_RE.test(word[at] ?? '')) at += 1;
  else return false;
  return CONSONANT_RE.test(word[at] ?? '');
}

/**
 * What a spelling costs where it stands — letter `at` of the Persian word (`last` or not, after
 * `before`), at a Latin `a` that `closed` its syllable or not: the table's cost, and a long «a» in
 * a word's first syllable («سالم» is rarer than «سلام») or before two consonants costs more; a
 * final «ه» after «ا» is h («راه»), not the vowel e.
 */
export function costAt(
  letter: string,
  spelling: LatinSpelling,
  at: number,
  last: boolean,
  before: string,
  closed: boolean,
): number {
  let cost = spelling.cost;
  if (letter === 'ا' && spelling.latin === 'a') {
    if (at === 1) cost += 0.1;
    if (closed) cost += 0.2;
  }
  if (letter === 'ه' && last && before === 'ا') cost = spelling.latin === 'h' ? 0 : cost + 0.5;
  return cost;
}
