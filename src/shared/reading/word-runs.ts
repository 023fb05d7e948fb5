/**
 * Multi-word headwords written out as the text has them, no verb at their end: «بعد از ظهر»,
 * «آب و هوا», «به عنوان». Every run of two to four words a space apart is one candidate — a lookup
 * each, which the local store answers from memory at once; against another v3 service, where each
 * is a request, the reading core leaves them out (read-text.ts).
 */
import { canonical, exactKey } from '../persian/normalise';
import type { PhraseCandidate } from './phrase-candidates';
import { remembered } from './remembered';
import { joinable, type TextWord } from './split-words';

const MAX_WORDS = 4;
const ARABIC_SCRIPT_RE = /^[\u0600-\u06FF\u200C]+$/;
/** Words no headword starts or ends with: the object marker, «و», «که». */
const NEVER_AT_EDGE: ReadonlySet<string> = new Set(['را', 'و', 'که']);

/**
 * A word as a piece of a run: as written, and its key; null for a word in another script.
 * Texts repeat their words: each is written and keyed once. A run's key is its words' keys joined,
 * as exact keys drop the space between them.
 */
const spelled = remembered(
  (form: string): { title: string; key: string } | null =>
    ARABIC_SCRIPT_RE.test(form) ? { title: canonical(form), key: exactKey(form) } : null,
  20_000,
);

/** Every run of two to four Persian words a space apart, longest first at each word. */
export function wordRuns(text: string, words: readonly TextWord[]): PhraseCandidate[] {
  const out: PhraseCandidate[] = [];
  const pieces = words.map((word) => spelled(word.text));
  const written = pieces.map((piece) => piece?.title);
  for (let first = 0; first < words.length; first++) {
    let last = first;
    while (last + 1 < words.length && last - first + 1 < MAX_WORDS) {
      const a = words[last];
      const b = words[last + 1];
      if (a === undefined || b === undefined || written[last + 1] === undefined || !joinable(text, a, b)) break;
      last += 1;
    }
    const start = written[first];
    if (start === undefined || NEVER_AT_EDGE.has(start)) continue;
    for (let end = last; end > first; end--) {
      if (NEVER_AT_EDGE.has(written[end] ?? '')) continue;
      const title = written.slice(first, end + 1).join(' ');
      const key = pieces
        .slice(first, end + 1)
        .map((piece) => piece?.key ?? '')
        .join('');
      out.push({ first, last: end, candidate: { title, key, description: [], rules: [] } });
    }
  }
  return out;
}
