/**
 * Multi-word headwords written out as the text has them, no verb at their end: «بعد از ظهر»,
 * «آب و هوا», «به عنوان». Every run of two to four words a space apart is one candidate — a lookup
 * each, which the local store answers from memory at once; against another v3 service, where each
 * is a request, the reading core leaves them out (read-text.ts).
 */
import { canonical, exactKey } from '../persian/normalise';
import type { PhraseCandidate } from './phrase-candidates';
import { joinable, type TextWord } from './split-words';

const MAX_WORDS = 4;
const ARABIC_SCRIPT_RE = /^[\u0600-\u06FF\u200C]+$/;
/** Words no headword starts or ends with: the object marker, «و», «که». */
const NEVER_AT_EDGE: ReadonlySet<string> = new Set(['را', 'و', 'که']);

/** Every run of two to four Persian words a space apart, longest first at each word. */
export function wordRuns(text: string, words: readonly TextWord[]): PhraseCandidate[] {
  const out: PhraseCandidate[] = [];
  const written = words.map((word) => (ARABIC_SCRIPT_RE.test(word.text) ? canonical(word.text) : undefined));
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
      out.push({ first, last: end, candidate: { title, key: exactKey(title), description: '', rules: [] } });
    }
  }
  return out;
}
