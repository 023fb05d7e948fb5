/**
 * Which of a word's candidates the reader is shown: the first the dictionaries hold — but a
 * candidate found only as another entry's alternate (a dictionary lists «کاری», «you plant», under
 * «کاشتن») gives way to a later one found as a headword of its own whose word is used as much or
 * more («کار»): an alternate says the form is one of that entry's, not that it is the likeliest.
 */
import { dbInfo, isDbName } from '../catalog';
import { formKey } from '../persian/inflection';
import { exactKey } from '../persian/normalise';
import { USE_WEIGHTS, type UseWeights } from '../persian/use-weights';
import type { InflectionRule } from '../persian/inflection-rules';
import type { Candidate } from './word-candidates';

/** What is read of an entry found: its headword as written. */
interface Titled {
  readonly title: string;
  readonly db: string;
}

const use = (title: string, weights: UseWeights): number => weights.lexeme(formKey(title)) ?? 0;

/** Whether some entry found for the candidate is a headword written as it. */
export function foundAsHeadword(candidate: Candidate, entries: readonly Titled[]): boolean {
  return entries.some((entry) => entry.title === candidate.title || exactKey(entry.title) === candidate.key);
}

/**
 * What a name or a foreign word takes in a Persian text: a plural («زهراها», «محرک‌ها»), the «ی» of
 * an ezafe, an indefinite or a surname («زهرای», «عده‌ای», «هاشمی»).
 */
const BORROWED_RULES: ReadonlySet<InflectionRule> = new Set(['plural', 'indefinite']);

/** An entry of a dictionary whose headwords are another language's («أين», where, in ar2fa). */
const isForeign = ({ db }: Titled): boolean => isDbName(db) && dbInfo(db).headwords !== 'fa';

/** A names' dictionary's entry, or a foreign headword's. */
const isBorrowed = (entry: Titled): boolean => entry.db === 'name' || isForeign(entry);

/**
 * The entries a candidate's reading may show: a name's or a foreign headword's only through what
 * those take. Another ending on one is most often a word the dictionaries lack: «عبادت» (worship)
 * is no «عباد» with «ت», «صفات» no plural of «صفا», «ظلم» no «ظل» (shadow) with «م».
 */
export function readableEntries<T extends Titled>(candidate: Candidate, entries: readonly T[]): readonly T[] {
  const borrowedTakes = candidate.description.every(
    ({ rule, mark }) => BORROWED_RULES.has(rule) && !(rule === 'plural' && mark === 'ات'),
  );
  return borrowedTakes ? entries : entries.filter((entry) => !isBorrowed(entry));
}

/**
 * The candidate shown, given what was found for each; undefined when none was found. One found
 * only in dictionaries of foreign headwords gives way to any later one found in a Persian one
 * («شده» is «شدن»'s, not the Arabic «شدّة»), and is shown only when none is.
 */
export function chooseFound(
  candidates: readonly Candidate[],
  entriesOf: (candidate: Candidate) => readonly Titled[],
  weights: UseWeights = USE_WEIGHTS,
): Candidate | undefined {
  let alternate: { candidate: Candidate; use: number } | undefined;
  let foreign: Candidate | undefined;
  for (const candidate of candidates) {
    const entries = readableEntries(candidate, entriesOf(candidate));
    if (entries.length === 0) continue;
    // «شَدّة» (shadda) found for «شده», «مراء» for «مرا»: foreign headwords alone.
    if (entries.every(isForeign)) {
      foreign ??= candidate;
      continue;
    }
    if (foundAsHeadword(candidate, entries)) {
      if (alternate === undefined || use(candidate.title, weights) >= alternate.use) return candidate;
      return alternate.candidate;
    }
    alternate ??= { candidate, use: Math.max(...entries.map((entry) => use(entry.title, weights))) };
  }
  return alternate?.candidate ?? foreign;
}
