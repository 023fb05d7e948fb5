/**
 * The thesaurus entry of a word page's headword: motaradef's entry among the headword's exact
 * answer (the one the page asks for its other entries), read whole for its senses. The service
 * draws the page with it (word-plan.ts), so the section needs no request of its own.
 */
import type { WordRoute } from '../../../../shared/routes';
import type { SearchAnswer } from '../../../api/headword-query';
import { displayTitle } from '../../../text/text-lang';

/** The thesaurus entry the headword's answer holds, as a word page's reference; none without one. */
export function thesaurusRef(answer: SearchAnswer | undefined): WordRoute | undefined {
  const hit = answer?.results.find((result) => result.db === 'motaradef');
  return hit === undefined ? undefined : { db: 'motaradef', title: displayTitle(hit), num: hit.num };
}
