import { MAX_GLOSS } from '../../../lib/library-doc';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(match: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return ENTITIES[name] ?? match;
}

/**
 * The first line of a meaning (HTML) as plain text, for a bookmark's flashcard: cut at a word
 * boundary to at most MAX_GLOSS characters. Tags are dropped as text, not parsed into a document
 * (the CSP's Trusted Types forbid that here); the result is only ever shown as text.
 */
export function glossOf(html: string): string {
  const lines = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const text = lines.find((line) => line !== '') ?? '';
  if (text.length <= MAX_GLOSS) return text;
  const cut = text.slice(0, MAX_GLOSS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_GLOSS / 2 ? cut.slice(0, space) : cut}…`;
}
