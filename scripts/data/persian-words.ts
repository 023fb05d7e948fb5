/**
 * The Persian words the builders take from their sources: written as our normaliser writes them
 * (canonical: ي → ی, ك → ک, tidy ZWNJ), harakat left out as a thesaurus or a bilingual list shows
 * words, and compared by their exact key, so «کتاب», «كتاب» and «کِتاب» are one word.
 */
import { boundedLevenshtein } from '../../src/server/engine/core/levenshtein';
import { canonical, exactKey, MARKS_RE } from '../../src/shared/persian/normalise';

// Arabic-script letters, ZWNJ and spaces (harakat are gone by then): a word, not a phrase with
// Latin or digits in it.
const PERSIAN_RE = /^[\u0621-\u064A\u0671\u067E\u0686\u0698\u06A9\u06AF\u06C0\u06CC\u200C ]+$/;
const PIECES_RE = /[\s\u200C]+/;

/** A source's word as we write it, or '' when it is not a Persian word (Latin, digits, an affix). */
export function persianWord(raw: string): string {
  const word = canonical(raw).replace(MARKS_RE, '');
  if (!PERSIAN_RE.test(word) || exactKey(word).length < 2) return '';
  return word;
}

/**
 * Two spellings or forms of one word rather than two words: keys one edit apart («دانستن»,
 * «دونستن»), one inside the other («حتمی», «حتمی‌الوقوع»), or a piece in common («شامل بودن»,
 * «شامل شدن»). A thesaurus lists neither as the other's synonym.
 */
export function sameFamily(a: string, b: string): boolean {
  const [ka, kb] = [exactKey(a), exactKey(b)];
  if (ka.includes(kb) || kb.includes(ka)) return true;
  if (boundedLevenshtein(ka, kb, 1) <= 1) return true;
  const pieces = new Set(a.split(PIECES_RE));
  return b.split(PIECES_RE).some((piece) => pieces.has(piece));
}

/**
 * The spelling to show of each word a builder met: the first met with a ZWNJ where one is
 * (sources that lost it write «بچه زا»), else the first met.
 */
export class Spellings {
  private readonly shown = new Map<string, string>();

  /** Notes a spelling and gives its word's key. */
  add(word: string): string {
    const key = exactKey(word);
    const kept = this.shown.get(key);
    if (kept === undefined || (!kept.includes('\u200C') && word.includes('\u200C'))) this.shown.set(key, word);
    return key;
  }

  of(key: string): string {
    return this.shown.get(key) ?? key;
  }
}
