import { exactKey } from '../../../shared/persian/normalise';
import { keyProblem, quoted } from './entry-checks';
import type { ImportLimits } from './import-limits';

/** Reasons listed in one message, at most this many places each. */
const PLACES_SHOWN = 3;

/**
 * The alternates a format lists for one entry, as the writer takes them: each that normalises to
 * no key at all (empty, spaces, only marks or tatweel), or that no key may be (entry-checks.ts),
 * is left out, and one message for the entry says how many and why (`drop`); the entry keeps the
 * others.
 */
export function keptAlternates(
  title: string,
  forms: readonly string[],
  limits: ImportLimits,
  drop: (message: string, dropped: number) => void,
): string[] {
  const kept: string[] = [];
  const why = new Map<string, number[]>();
  forms.forEach((form, i) => {
    // One message says every alternate wrong the same way: by the kind of problem, not its letter.
    const problem = exactKey(form) === '' ? 'is empty' : keyProblem(form, limits)?.kind;
    const places = problem === undefined ? undefined : why.get(problem);
    if (problem === undefined) kept.push(form);
    else if (places === undefined) why.set(problem, [i + 1]);
    else places.push(i + 1);
  });
  if (why.size === 0) return kept;
  const dropped = forms.length - kept.length;
  const reasons = [...why].map(([problem, places]) => {
    const shown = places.slice(0, PLACES_SHOWN).join(', ');
    const more = places.length > PLACES_SHOWN ? ` and ${places.length - PLACES_SHOWN} more` : '';
    const many = places.length > 1;
    const told = many ? problem.replace(/^is /, 'are ').replace(/^holds /, 'hold ') : problem;
    return `${many ? 'alternates' : 'alternate'} ${shown}${more} ${told}`;
  });
  drop(`${quoted(title)}: ${reasons.join('; ')}; left out`, dropped);
  return kept;
}
