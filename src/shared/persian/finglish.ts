/**
 * Finglish: a Persian word typed in Latin letters (`ketab`, `khoob`, `daneshgah`). What is one, and
 * how likely a Latin spelling is for a Persian word: the cheapest way to write the word's letters
 * as the Latin, short vowels allowed between them. Stores index by finglish-skeleton.ts.
 */
import {
  closesSyllable,
  costAt,
  DOUBLED_COST,
  EDGE_VOWEL_COST,
  fitsPlace,
  LATIN_VOWEL_RE,
  LETTER_SPELLINGS,
  SILENT_VAV_COST,
  UNWRITTEN_VOWELS,
  type LatinSpelling,
} from './finglish-letters';

/** Longer input is no word a reader spells. */
export const MAX_FINGLISH = 30;

// Marked letters a reader types or a romanisation writes (`âb`, `šir`), as Finglish spells them:
// long vowels doubled, š ž č ğ as two letters.
const MARKED_LETTERS: Readonly<Record<string, string>> = {
  â: 'aa',
  á: 'aa',
  ā: 'aa',
  ê: 'e',
  é: 'e',
  ē: 'e',
  ô: 'o',
  ó: 'o',
  ō: 'o',
  û: 'u',
  ú: 'u',
  ū: 'u',
  î: 'i',
  í: 'i',
  ī: 'i',
  š: 'sh',
  ş: 'sh',
  ŝ: 'sh',
  ž: 'zh',
  č: 'ch',
  ğ: 'gh',
  ǧ: 'gh',
  ġ: 'gh',
};
const MARKED_RE = new RegExp(`[${Object.keys(MARKED_LETTERS).join('')}]`, 'g');
const WORD_RE = /^[a-z']+$/;

/**
 * `q` as one Finglish word (lower case, marked letters as MARKED_LETTERS spells them, apostrophes as '), or undefined
 * when it is not one: other scripts, digits, spaces, no letter, or too long.
 */
export function finglishWord(q: string): string | undefined {
  const word = q
    .trim()
    .toLowerCase()
    .replace(MARKED_RE, (ch) => MARKED_LETTERS[ch] ?? ch)
    .replace(/[’‘`ʻʼ]/g, "'");
  if (word.length < 2 || word.length > MAX_FINGLISH || !WORD_RE.test(word) || !/[a-z]/.test(word)) return undefined;
  return word;
}

/** A spelling of a letter that the word holds at some position: where it ends, doubled or not. */
interface Match {
  readonly spelling: LatinSpelling;
  readonly to: number;
  /** Where a doubled consonant («kk») ends, or -1. */
  readonly doubledTo: number;
}

/** Two rows of the cost table, reused: a query reads hundreds of headwords. */
let rowA = new Float64Array(MAX_FINGLISH + 1);
let rowB = new Float64Array(MAX_FINGLISH + 1);

/**
 * A reader of Persian exact keys for one Finglish `word`: what it costs to read each key as the
 * word (lower is likelier), Infinity when no spelling of its letters gives it. Each letter takes
 * one of its spellings; a Latin vowel may stand for an unwritten short vowel; «ع», «ء» and «و»
 * after «خ» may be unwritten. What depends on the word alone is worked out once, here.
 */
export function finglishReader(word: string): (key: string) => number {
  const width = word.length + 1;
  const unwritten = Float64Array.from({ length: word.length }, (_, i) => {
    const cost = UNWRITTEN_VOWELS.get(word[i] ?? '');
    if (cost === undefined) return Infinity;
    return cost + (i === 0 ? EDGE_VOWEL_COST.first : i === word.length - 1 ? EDGE_VOWEL_COST.last : 0);
  });
  const closed = Array.from({ length: width }, (_, i) => word[i] === 'a' && closesSyllable(word, i));
  const matchesOf = new Map<string, Match[][]>();
  const matches = (letter: string): Match[][] => {
    let found = matchesOf.get(letter);
    if (found !== undefined) return found;
    found = Array.from({ length: width }, (_, i) =>
      (LETTER_SPELLINGS.get(letter) ?? [])
        .filter(({ latin }) => word.startsWith(latin, i))
        .map((spelling) => {
          const { latin } = spelling;
          const doubled = latin !== '' && !LATIN_VOWEL_RE.test(latin) && word.startsWith(latin + latin, i);
          return { spelling, to: i + latin.length, doubledTo: doubled ? i + 2 * latin.length : -1 };
        }),
    );
    matchesOf.set(letter, found);
    return found;
  };
  return (key) => {
    // Each letter is at least as long as a spelling of it, bar the few that may be unwritten.
    if (key.length > width + 2 || key.length > MAX_FINGLISH) return Infinity;
    let best = rowA.fill(Infinity, 0, width);
    let next = rowB;
    best[0] = 0;
    const last = key.length - 1;
    for (let j = 0; j <= key.length; j++) {
      // Unwritten short vowels first: they stay on this letter's row.
      for (let i = 0; i < word.length; i++) {
        const cost = (best[i] ?? Infinity) + (unwritten[i] ?? Infinity);
        if (cost < (best[i + 1] ?? Infinity)) best[i + 1] = cost;
      }
      if (j === key.length) break;
      const letter = key[j] ?? '';
      const before = key[j - 1] ?? '';
      next.fill(Infinity, 0, width);
      const silent = letter === 'و' && before === 'خ' ? SILENT_VAV_COST : Infinity;
      const byPosition = matches(letter);
      for (let i = 0; i < width; i++) {
        const here = best[i] ?? Infinity;
        if (here === Infinity) continue;
        if (here + silent < (next[i] ?? Infinity)) next[i] = here + silent;
        for (const { spelling, to, doubledTo } of byPosition[i] ?? []) {
          if (!fitsPlace(spelling, j === 0, j === last)) continue;
          const cost = here + costAt(letter, spelling, j, j === last, before, closed[i] === true);
          if (cost < (next[to] ?? Infinity)) next[to] = cost;
          // A doubled consonant (the unwritten shadda of «تشکر», `tashakkor`) is the letter once.
          if (doubledTo >= 0 && cost + DOUBLED_COST < (next[doubledTo] ?? Infinity))
            next[doubledTo] = cost + DOUBLED_COST;
        }
      }
      [best, next] = [next, best];
    }
    const cost = best[word.length] ?? Infinity;
    [rowA, rowB] = [best, next];
    return cost;
  };
}
