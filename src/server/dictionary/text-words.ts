import { textWords } from '../../shared/persian/normalise';

// JS whitespace less U+FEFF (which the normaliser deletes as noise, joining its neighbours), and ZWNJ.
const GAPS_RE = /[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u200C]+/;
// Lower-casing is context-free except for Greek capital sigma (final ς or medial σ depends on the
// neighbours, and ZWNJ does not count as a neighbour): texts holding it, or a character NFKC turns
// into it (lunate and mathematical sigmas, found by scanning all of Unicode), take the plain path.
const CONTEXTUAL_CASE_RE = /[\u03A3\u03F9\u{1D6BA}\u{1D6F4}\u{1D72E}\u{1D768}\u{1D7A2}]/u;
const CACHE_LIMIT = 200_000;

/**
 * `textWords` with a memo per word: meanings reuse a small vocabulary, and normalising every
 * word afresh was half the import time. The result equals `textWords(text)` (a property test holds
 * the two together) because every normalising step works within a run of non-gap characters:
 * whitespace and ZWNJ never compose, reorder or fold with their neighbours, and the normaliser
 * splits at exactly those gaps (what NFKC turns into a space inside a piece, `textWords` splits).
 */
export class TextWordCache {
  private readonly memo = new Map<string, string[]>();

  words(text: string): string[] {
    if (CONTEXTUAL_CASE_RE.test(text)) return textWords(text);
    const out: string[] = [];
    for (const piece of text.split(GAPS_RE)) {
      if (piece === '') continue;
      let words = this.memo.get(piece);
      if (words === undefined) {
        words = textWords(piece);
        if (this.memo.size >= CACHE_LIMIT) this.memo.clear();
        this.memo.set(piece, words);
      }
      for (const word of words) out.push(word);
    }
    return out;
  }
}
