/**
 * The likeliest Persian spellings of a Finglish word without a store to ask (`ketab` → «کتاب»,
 * «کتب», …): what a client can look up exactly against any v3 service. Built letter by letter
 * from the same spelling table and costs the suggest index ranks by, keeping the cheapest few.
 */
import {
  closesSyllable,
  costAt,
  DIGRAPHS,
  DOUBLED_COST,
  EDGE_VOWEL_COST,
  fitsPlace,
  LATIN_VOWEL_RE,
  LETTER_SPELLINGS,
  UNWRITTEN_VOWELS,
} from './finglish-letters';
import { finglishWord } from './finglish';
import { foldKey } from './inflection-text';
import { spelledScore } from './likelihood';
import { USE_WEIGHTS, type UseWeights } from './use-weights';

interface Partial {
  readonly text: string;
  readonly cost: number;
}

/** Spellings kept at each point of the word: enough that the likeliest few survive to the end. */
const BEAM = 24;
/** Of the spellings at the end, how many for each asked are weighed by use. */
const WEIGHED_PER_SPELLING = 4;
const DIGRAPH_FIRSTS = DIGRAPHS.map((pair) => pair[0] ?? '');

function keep(row: Map<string, number>, text: string, cost: number): void {
  if (cost < (row.get(text) ?? Infinity)) row.set(text, cost);
}

function best(row: ReadonlyMap<string, number>, count: number): Partial[] {
  return [...row]
    .map(([text, cost]) => ({ text, cost }))
    .sort((a, b) => a.cost - b.cost || a.text.length - b.text.length)
    .slice(0, count);
}

/** Every way to go on from `text` at position `i` of `word`, into `rows`. */
function extend(word: string, i: number, { text, cost }: Partial, rows: Map<string, number>[]): void {
  const unwritten = UNWRITTEN_VOWELS.get(word[i] ?? '');
  if (unwritten !== undefined) {
    const edge = i === 0 ? EDGE_VOWEL_COST.first : i === word.length - 1 ? EDGE_VOWEL_COST.last : 0;
    const row = rows[i + 1];
    if (row !== undefined) keep(row, text, cost + unwritten + edge);
  }
  const before = text.at(-1) ?? '';
  for (const [letter, spellings] of LETTER_SPELLINGS) {
    for (const spelling of spellings) {
      const { latin } = spelling;
      if (latin === '' || !word.startsWith(latin, i)) continue;
      // `kh`, `sh`, `gh`, `ch`, `zh` are one letter each: no «ک» then «ه» for `kh`.
      if (latin.startsWith('h') && DIGRAPH_FIRSTS.includes(word[i - 1] ?? '')) continue;
      if (latin.length === 1 && DIGRAPH_FIRSTS.includes(latin) && word[i + 1] === 'h') continue;
      const to = i + latin.length;
      const last = to === word.length;
      if (!fitsPlace(spelling, text === '', last)) continue;
      const more = costAt(letter, spelling, text.length, last, before, closesSyllable(word, i));
      keep(rows[to] ?? new Map(), text + letter, cost + more);
      if (!LATIN_VOWEL_RE.test(latin) && word.startsWith(latin + latin, i)) {
        const row = rows[to + latin.length];
        if (row !== undefined) keep(row, text + letter, cost + more + DOUBLED_COST);
      }
    }
  }
}

/**
 * Up to `limit` Persian spellings of the Finglish `q`, likeliest first — by their letters' cost and
 * the use of the word they spell (likelihood.ts) — none when q is no Finglish word.
 */
export function finglishSpellings(q: string, limit: number, weights: UseWeights = USE_WEIGHTS): string[] {
  const word = finglishWord(q);
  if (word === undefined) return [];
  const rows = Array.from({ length: word.length + 1 }, () => new Map<string, number>());
  rows[0]?.set('', 0);
  for (let i = 0; i < word.length; i++) {
    for (const partial of best(rows[i] ?? new Map(), BEAM)) extend(word, i, partial, rows);
  }
  // The cheapest few by their letters, re-ranked by use: a rarer spelling far down is no likely word.
  return best(rows[word.length] ?? new Map(), Math.min(BEAM, limit * WEIGHED_PER_SPELLING))
    .filter((found) => found.text !== '')
    .map((found) => ({ text: found.text, score: spelledScore(found.cost, foldKey(found.text), weights) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((found) => found.text);
}
