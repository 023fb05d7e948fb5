/**
 * The Persian translations in a bilingual dictionary's meaning («(person whose company one
 * enjoys): دوست (dust)، رفیق (rafiq)»): each one a reader may follow to its own entries. A
 * translation is a stretch of Persian words between the list's separators, brackets and colons —
 * never a Latin word, a romanisation or a gloss.
 */
import { dbInfo, toDbName } from '../../shared/catalog';
import type { Span } from '../../shared/persian/text-spans';

const SEPARATOR_RE = /[،؛,;:()[\]·\n]/g;
const PERSIAN_RE = /[\u0600-\u06FF]/;
const LATIN_RE = /[A-Za-z]/;
/** Longer is a sentence that explains, not a word to look up. */
const MAX_WORDS = 4;

/** Whether a dictionary's meanings are Persian translations of foreign headwords (en2fa, ar2fa). */
export function translatesIntoPersian(db: string): boolean {
  const name = toDbName(db);
  if (name === undefined) return false;
  const info = dbInfo(name);
  return info.group === 'bilingual' && info.meanings === 'fa' && info.headwords !== 'fa';
}

/** Where each translation stands in `text`, in order. */
export function translationSpans(text: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  const take = (end: number) => {
    const chunk = text.slice(from, end);
    const lead = chunk.length - chunk.trimStart().length;
    const word = chunk.trim();
    if (word !== '' && PERSIAN_RE.test(word) && !LATIN_RE.test(word) && word.split(/\s+/).length <= MAX_WORDS) {
      spans.push({ start: from + lead, end: from + lead + word.length });
    }
  };
  for (const match of text.matchAll(SEPARATOR_RE)) {
    take(match.index);
    from = match.index + match[0].length;
  }
  take(text.length);
  return spans;
}
