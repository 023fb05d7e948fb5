import { canonical, textWords } from '../../shared/persian/normalise';

const GAPS_RE = /[\s\u200C]+/;
// Lower-casing is context-free except for Greek capital sigma (final ς or medial σ depends on the
// neighbours, and ZWNJ does not count as a neighbour): such texts take the uncached path.
const CONTEXTUAL_CASE = 'Σ';
const CACHE_LIMIT = 200_000;

/**
 * `textWords` with a memo per word: meanings reuse a small vocabulary, and normalising each word
 * afresh was half the import time. The result equals `textWords(text)` (a property test holds
 * the two together): canonical text splits into words at the same gaps the normaliser splits at,
 * and every later step works on one character at a time.
 */
export class TextWordCache {
  private readonly memo = new Map<string, string>();

  words(text: string): string[] {
    if (text.includes(CONTEXTUAL_CASE)) return textWords(text);
    const out: string[] = [];
    const whole = canonical(text);
    if (whole === '') return out;
    for (const word of whole.split(GAPS_RE)) {
      let key = this.memo.get(word);
      if (key === undefined) {
        key = textWords(word).join(' ');
        if (this.memo.size >= CACHE_LIMIT) this.memo.clear();
        this.memo.set(word, key);
      }
      if (key !== '') out.push(key);
    }
    return out;
  }
}
