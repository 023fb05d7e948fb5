/**
 * How common a word is, from the frequency list the embedded default ships (data/frequency/): a
 * headword's rank (1 = the commonest) and how often a form was written. Pure: the service reads
 * the list's files (server/dictionary/frequency-list.ts); whatever holds the two lists builds it here.
 */
import { exactKey } from './persian/normalise';

/** The four bands a reader is shown, from the headword's rank among the list's headwords. */
export const FREQUENCY_BANDS = ['very-common', 'common', 'less-common', 'rare'] as const;
export type FrequencyBand = (typeof FREQUENCY_BANDS)[number];

/** The last rank of each band but the last: the top 1,000 headwords, 5,000, 20,000, then the rest. */
const BAND_ENDS: readonly (readonly [FrequencyBand, number])[] = [
  ['very-common', 1_000],
  ['common', 5_000],
  ['less-common', 20_000],
];

/** How many headwords a band reaches down to: 1,000 for «very common»; for «rare», the last band's 20,000. */
export function bandReach(band: FrequencyBand): number {
  return BAND_ENDS.find(([name]) => name === band)?.[1] ?? BAND_ENDS.at(-1)?.[1] ?? 0;
}

/** The band of a headword ranked `rank`; a headword the list lacks is rare. */
export function bandOf(rank: number | undefined): FrequencyBand {
  if (rank === undefined) return 'rare';
  return BAND_ENDS.find(([, end]) => rank <= end)?.[0] ?? 'rare';
}

export interface WordFrequency {
  /** The headword's rank, 1 the commonest; undefined when the list lacks it. Folded as exact search folds. */
  headwordRank(headword: string): number | undefined;
  /** How often the form was written in the list's corpora (0 when never). Folded as exact search folds. */
  formCount(form: string): number;
}

/**
 * A frequency from its two lists: headwords commonest first (a headword's rank is its place, from
 * 1), and forms with their counts. Two spellings that fold alike are one word: the first keeps its
 * rank, counts add up.
 */
export function wordFrequency(
  headwords: Iterable<string>,
  forms: Iterable<readonly [form: string, count: number]>,
): WordFrequency {
  const ranks = new Map<string, number>();
  for (const headword of headwords) {
    const key = exactKey(headword);
    if (key !== '' && !ranks.has(key)) ranks.set(key, ranks.size + 1);
  }
  const counts = new Map<string, number>();
  for (const [form, count] of forms) {
    const key = exactKey(form);
    if (key !== '') counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return {
    headwordRank: (headword) => ranks.get(exactKey(headword)),
    formCount: (form) => counts.get(exactKey(form)) ?? 0,
  };
}

/** A frequency that knows no word: every headword rare, every form unseen (a deployment without the list). */
export const NO_FREQUENCY: WordFrequency = wordFrequency([], []);
