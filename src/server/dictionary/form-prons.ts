/**
 * The romanisation of each of a word's forms, from the romanisations its entry lists: a verb's
 * entry lists hundreds («mí-ravam», «raftam», «xâhám raft»), so each is filed once under its
 * consonant skeleton and a form reads only the few that share its own, by the cost choose-pron.ts
 * picks an entry's pronunciation with.
 */
import { latinSkeletons, persianSkeleton } from '../../shared/persian/finglish-skeleton';
import { asFinglish, isRomanisation, persianKeys, romanisationReader, type PersianKeys } from './choose-pron';

interface Romanisation {
  readonly text: string;
  readonly cost: (form: PersianKeys) => number;
  /** Its letters, plain: what a tie is settled by. */
  readonly plain: string;
}

/** A form's skeleton, word by word: a participle's silent «ه» stays silent before «ام» («رفته‌ام»). */
function formSkeleton({ words }: PersianKeys): string | undefined {
  let skeleton = '';
  for (const word of words) {
    const part = persianSkeleton(word);
    if (part === undefined) return undefined;
    skeleton += skeleton.endsWith(part[0] ?? '') ? part.slice(1) : part;
  }
  return skeleton;
}

const sharedStart = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/**
 * A reader of the romanisation among `alternates` that best reads a form; '' when none reads it.
 * Two that read it equally («raftam», «roftam»: short vowels are not written) are settled by which
 * starts as `pron`, the headword's own, does: a table's forms read as its headword is said.
 */
export function formProns(alternates: readonly string[], pron = ''): (form: string) => string {
  const bySkeleton = new Map<string, Romanisation[]>();
  for (const text of alternates) {
    const word = isRomanisation(text) ? asFinglish(text) : undefined;
    if (word === undefined) continue;
    const romanisation = { text: text.trim(), cost: romanisationReader(text), plain: word };
    for (const skeleton of latinSkeletons(word))
      bySkeleton.set(skeleton, [...(bySkeleton.get(skeleton) ?? []), romanisation]);
  }
  const own = asFinglish(pron) ?? '';
  return (form) => {
    const keys = persianKeys(form);
    const skeleton = formSkeleton(keys);
    const read = (skeleton === undefined ? [] : (bySkeleton.get(skeleton) ?? [])).map((romanisation) => ({
      romanisation,
      cost: romanisation.cost(keys),
      close: sharedStart(romanisation.plain, own),
    }));
    const least = Math.min(...read.map(({ cost }) => cost));
    let best: (typeof read)[number] | undefined;
    for (const candidate of read) {
      if (candidate.cost === Infinity || candidate.cost > least + TIE) continue;
      if (
        best === undefined ||
        candidate.close > best.close ||
        (candidate.close === best.close && candidate.cost < best.cost)
      )
        best = candidate;
    }
    return best?.romanisation.text ?? '';
  };
}

/**
 * Readings closer than this are one reading told two ways: «a», «e» or «o» for a short vowel the
 * letters leave out (finglish-letters.ts costs them 0.15 at most), not «i» for «a».
 */
const TIE = 0.2;
