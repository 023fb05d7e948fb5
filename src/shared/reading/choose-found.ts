/**
 * Which of a word's candidates the reader is shown: the first the dictionaries hold — but a
 * candidate found only as another entry's alternate (a dictionary lists «کاری», «you plant», under
 * «کاشتن») gives way to a later one found as a headword of its own whose word is used as much or
 * more («کار»): an alternate says the form is one of that entry's, not that it is the likeliest.
 */
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

/** What a name takes in a text: a plural («زهراها»), the «ی» of an ezafe or a surname («زهرای», «هاشمی»). */
const NAME_RULES: ReadonlySet<InflectionRule> = new Set(['plural', 'indefinite']);

/**
 * The entries a candidate's reading may show: a name's only through what a name takes. Another
 * ending on a name is most often a word the dictionaries lack: «عبادت» (worship) is no «عباد»
 * with «ت», «صفات» no plural of «صفا».
 */
export function readableEntries<T extends Titled>(candidate: Candidate, entries: readonly T[]): readonly T[] {
  const nameTakes = candidate.description.every(
    ({ rule, mark }) => NAME_RULES.has(rule) && !(rule === 'plural' && mark === 'ات'),
  );
  return nameTakes ? entries : entries.filter((entry) => entry.db !== 'name');
}

/** The candidate shown, given what was found for each; undefined when none was found. */
export function chooseFound(
  candidates: readonly Candidate[],
  entriesOf: (candidate: Candidate) => readonly Titled[],
  weights: UseWeights = USE_WEIGHTS,
): Candidate | undefined {
  let alternate: { candidate: Candidate; use: number } | undefined;
  for (const candidate of candidates) {
    const entries = readableEntries(candidate, entriesOf(candidate));
    if (entries.length === 0) continue;
    if (foundAsHeadword(candidate, entries)) {
      if (alternate === undefined || use(candidate.title, weights) >= alternate.use) return candidate;
      return alternate.candidate;
    }
    alternate ??= { candidate, use: Math.max(...entries.map((entry) => use(entry.title, weights))) };
  }
  return alternate?.candidate;
}
