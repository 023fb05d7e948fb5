/** The words of a `text` search inside a meaning, for the reverse dictionary's highlight. */
import { lettersOf, spanOf, type Span } from './text-spans';

/**
 * Every place in `text` where one of `words` (exact keys, as `text` search compares them) occurs,
 * in order, with spans that touch or are only a gap apart joined: the matching phrase as one mark.
 */
export function findWords(text: string, words: readonly string[]): Span[] {
  const letters = lettersOf(text);
  const keys = letters.map((letter) => letter.key).join('');
  const found: Span[] = [];
  for (const word of words) {
    if (word === '') continue;
    for (let at = keys.indexOf(word); at >= 0; at = keys.indexOf(word, at + word.length)) {
      const span = spanOf(letters, at, word.length);
      if (span) found.push(span);
    }
  }
  found.sort((a, b) => a.start - b.start);
  const joined: Span[] = [];
  for (const span of found) {
    const last = joined[joined.length - 1];
    if (last && (span.start <= last.end || /^[\s\u200C]*$/.test(text.slice(last.end, span.start)))) {
      joined[joined.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    } else joined.push(span);
  }
  return joined;
}
