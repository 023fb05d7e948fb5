/**
 * A long text in pieces of at most PIECE_WORDS words, read one after another: each piece is one
 * request's worth of the reader's budget and one turn on the search threads, so a long text
 * neither waits behind other readers nor holds them up. A piece ends where no multi-word headword
 * can cross (a line break, punctuation: reading-plan.ts joins only words a space apart), so the
 * pieces read as the whole text would; only a run of more than half a piece's words with no such
 * place is cut between two words.
 */
import type { Span } from './reading-builder';
import { joinable, splitWords } from './split-words';

export const PIECE_WORDS = 1000;

export function readingPieces(text: string, maxWords = PIECE_WORDS): Span[] {
  const words = splitWords(text);
  const pieces: Span[] = [];
  let first = 0;
  let start = 0;
  while (words.length - first > maxWords) {
    let cut = first + maxWords;
    for (let at = cut; at > first + maxWords / 2; at--) {
      const before = words[at - 1];
      const after = words[at];
      if (before !== undefined && after !== undefined && !joinable(text, before, after)) {
        cut = at;
        break;
      }
    }
    const end = words[cut]?.start ?? text.length;
    pieces.push({ start, end });
    first = cut;
    start = end;
  }
  pieces.push({ start, end: text.length });
  return pieces;
}
