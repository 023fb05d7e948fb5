/**
 * The headwords a searched form of several words may lead to beside the analyser's readings of it
 * as one word («رفته بودم» → «رفتن»): the multi-word headwords the reading page would join it into
 * («آغاز کردم» → «آغاز کردن»). What a search that found nothing offers, and what a word page's
 * forms of a compound verb are held to.
 */
import { ANY_VERB } from './phrase-verbs';
import { planReading, type CandidatesOf } from './reading-plan';
import { wordCandidates, type Candidate } from './word-candidates';

/**
 * The multi-word headwords a form of several words joins into, spanning all of it; none for one
 * word. One form's candidates are few: they reach as wide as the local reading's.
 */
export function phraseCandidatesOf(form: string, candidatesOf: CandidatesOf = wordCandidates): Candidate[] {
  if (!/\s/.test(form.trim())) return [];
  const plan = planReading(form, candidatesOf, false, ANY_VERB);
  return plan.phrases
    .filter(({ first, last }) => first === 0 && last === plan.words.length - 1)
    .map(({ candidate }) => candidate);
}
