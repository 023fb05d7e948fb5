/** The words of a `text` search inside a meaning, for the reverse dictionary's highlight. */
import { keyWithGaps, lettersOf, spanOf, splitAtGaps, type Span } from './text-spans';

/**
 * Every place in `text` where one of `words` (exact keys, as `text` search compares them) occurs
 * inside one word of the text (`text` search never matches across a space or ZWNJ), in order. When
 * several words are searched, spans that touch or are only a gap apart are joined: the matching
 * phrase as one mark, cut only at a ZWNJ (a query's words are split at spaces or ZWNJs; a space
 * is what a phrase typed holds). A single word is marked alone: no mark holds a gap it lacks.
 * `gaps` are the gap characters the query itself held between its words: a phrase is joined only
 * across those, so a query split at a ZWNJ never marks the space between two words of the text.
 */
export function findWords(text: string, words: readonly string[], gaps = ' \u200C'): Span[] {
  const letters = lettersOf(text, keyWithGaps);
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
    const between = text.slice(last?.end ?? 0, span.start);
    const phrase =
      words.length > 1 &&
      [...between].every((ch) => gaps.includes(ch) || (ch !== ' ' && /\s/.test(ch) && gaps.includes(' ')));
    if (last && (span.start <= last.end || phrase)) {
      joined[joined.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    } else joined.push(span);
  }
  return words.length > 1 ? joined.flatMap((span) => splitAtGaps(text, span, ' ')) : joined;
}
