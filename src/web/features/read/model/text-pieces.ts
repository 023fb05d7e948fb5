/**
 * The text cut into what the page draws: plain stretches and linked pieces of words. A word whose
 * headword spans other words («تصمیم نخواهند گرفت») is drawn as its parts, each a link to the same
 * headword, so the words between keep links of their own; any other word is one link over its span.
 */
import type { WordView } from '../../../../shared/reading/reading-view';

export type TextPiece =
  | { readonly kind: 'plain'; readonly text: string }
  | { readonly kind: 'word'; readonly text: string; readonly word: number };

interface Span {
  readonly start: number;
  readonly end: number;
  readonly word: number;
}

function spansOf(words: readonly WordView[]): Span[] {
  const starts = words.map((word) => word.start);
  return words.flatMap((word, index): Span[] => {
    if (word.headwords.length === 0) return [];
    const holdsAnother = starts.some((start, other) => other !== index && start > word.start && start < word.end);
    const spans = holdsAnother && word.parts !== undefined && word.parts.length > 0 ? word.parts : [word];
    return spans.map(({ start, end }) => ({ start, end, word: index }));
  });
}

/** Every character of `text` once, in order; a span that overlaps one before it stays plain. */
export function textPieces(text: string, words: readonly WordView[]): TextPiece[] {
  const spans = spansOf(words).sort((a, b) => a.start - b.start);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const { start, end, word } of spans) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) pieces.push({ kind: 'plain', text: text.slice(at, start) });
    pieces.push({ kind: 'word', text: text.slice(start, end), word });
    at = end;
  }
  if (at < text.length) pieces.push({ kind: 'plain', text: text.slice(at) });
  return pieces;
}
