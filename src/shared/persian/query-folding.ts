/**
 * What the normaliser did to a query, in terms a reader can check: the letters it unified, the
 * marks it dropped, the gaps and digits it counted as one. The web app says it under the results
 * ("جست‌وجو شد: …") so a reader who typed «كتاب» with an Arabic keyboard sees why «کتاب» came back.
 */
import { canonical, foldsNothing, LETTER_RE, MARKS_RE, NOISE_RE } from './normalise';

/** One kind of folding, in the order a reader would read them. */
export type Folding = 'letters' | 'marks' | 'noise' | 'gaps' | 'digits' | 'case';

export interface QueryFolding {
  /** The query as the service compared it: one spelling per letter, no marks, Latin in lower case. */
  readonly searched: string;
  readonly foldings: readonly Folding[];
}

// String#search ignores and restores lastIndex, so the normaliser's global patterns are safe here.
const has = (text: string, pattern: RegExp) => text.search(pattern) >= 0;

/**
 * How `q` was folded, or undefined when the service searched it as typed. In a search of the
 * meanings (`inMeanings`) spaces and ZWNJ separate words rather than fold, so they are no folding there.
 */
export function queryFolding(q: string, inMeanings: boolean): QueryFolding | undefined {
  if (foldsNothing(q)) return undefined;
  const typed = q.trim();
  const nfkc = typed.normalize('NFKC');
  const foldings: Folding[] = [];
  if (nfkc !== typed || has(nfkc, LETTER_RE) || nfkc.includes('\u06C2')) foldings.push('letters');
  if (has(typed, MARKS_RE)) foldings.push('marks');
  if (has(typed, NOISE_RE)) foldings.push('noise');
  // ZWNJ is how a compound is meant to be written; a space inside one is the slip worth naming.
  if (!inMeanings && /\S\s+\S/.test(typed)) foldings.push('gaps');
  // Persian digits are the display form; ASCII and Arabic-Indic ones are the ones folded to them.
  if (/[0-9\u0660-\u0669]/.test(typed)) foldings.push('digits');
  if (/[A-Z]/.test(typed)) foldings.push('case');
  if (foldings.length === 0) return undefined;
  const searched = canonical(typed)
    .replace(MARKS_RE, '')
    .replace(/[\u0660-\u0669]/g, (d) => String.fromCharCode((d.codePointAt(0) ?? 0) + 0x90))
    .toLowerCase();
  return { searched, foldings };
}
