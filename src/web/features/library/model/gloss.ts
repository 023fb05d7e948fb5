import { decodeEntities } from '../../../../shared/html-entities';
import { MAX_GLOSS } from '../../../lib/library-doc';

/**
 * The first line of a meaning (HTML) as plain text, for a bookmark's flashcard: cut at a word
 * boundary to at most MAX_GLOSS characters. Tags are dropped as text, not parsed into a document
 * (the CSP's Trusted Types forbid that here); the result is only ever shown as text.
 */
export function glossOf(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  // The service's own decoder (its plain snippets use it too): «&laquo;» and the rest, not a few.
  const lines = decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const first = lines.find((line) => line !== '') ?? '';
  if (first.length <= MAX_GLOSS) return first;
  const cut = first.slice(0, MAX_GLOSS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_GLOSS / 2 ? cut.slice(0, space) : cut}…`;
}
