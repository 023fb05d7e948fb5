/**
 * The senses of English Wiktionary's Persian entries that Wiktionary labels as belonging to a
 * register or a place («(colloquial)», «(vulgar, slang)», «(dialectal, Isfahan)»), for the slang
 * and dialect dictionaries, and how each label is said to a Persian reader.
 */
import type { PersianEntry, PersianSense } from './persian-english';

/** A Persian entry with only its senses a test picks. */
export interface LabelledEntry {
  readonly entry: PersianEntry;
  readonly senses: readonly PersianSense[];
}

export function labelledEntries(
  entries: readonly PersianEntry[],
  picks: (sense: PersianSense) => boolean,
): LabelledEntry[] {
  return entries
    .map((entry) => ({ entry, senses: entry.senses.filter(picks) }))
    .filter(({ senses }) => senses.length > 0);
}

export const hasLabel =
  (pattern: RegExp) =>
  (sense: PersianSense): boolean =>
    sense.labels.some((label) => pattern.test(label));

/** A colloquial spelling of a standard word: «(colloquial) Alternative form of اگر». */
export const ALTERNATIVE_FORM_RE = /^Alternative form of ([\u0600-\u06FF\u200C ]+)/;

/** How the labels a slang entry keeps are said in Persian, in the order they are named. */
export const REGISTER_LABELS: readonly (readonly [RegExp, string])[] = [
  [/vulgar/i, 'رکیک'],
  [/derogatory|offensive/i, 'توهین‌آمیز'],
  [/slang/i, 'عامیانه'],
  [/colloquial|informal|familiar/i, 'محاوره'],
];
