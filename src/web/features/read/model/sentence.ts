/**
 * The sentence a word stands in, kept with a word the reader saves: from the last sentence end
 * before the word to the first after it, cut around the word to what a bookmark keeps.
 */
import { MAX_SENTENCE } from '../../library/model/library-doc';

const ENDS = '.!?؟؛;\n\u06d4…';

/** Where the sentence holding `start`–`end` begins and ends in `text` (its end mark included). */
export function sentenceSpan(text: string, start: number, end: number): { readonly from: number; readonly to: number } {
  let from = start;
  while (from > 0 && !ENDS.includes(text.charAt(from - 1))) from -= 1;
  let to = end;
  while (to < text.length && !ENDS.includes(text.charAt(to))) to += 1;
  if (to < text.length && text.charAt(to) !== '\n') to += 1;
  return { from, to };
}

export function sentenceAround(text: string, start: number, end: number): string {
  const { from, to } = sentenceSpan(text, start, end);
  const sentence = text.slice(from, to).replace(/\s+/g, ' ').trim();
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const half = Math.floor((MAX_SENTENCE - (end - start)) / 2);
  const cutFrom = Math.max(from, start - half);
  return `…${text
    .slice(cutFrom, cutFrom + MAX_SENTENCE - 2)
    .replace(/\s+/g, ' ')
    .trim()}…`;
}
