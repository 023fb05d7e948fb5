import type { SearchType } from '../../../../shared/catalog';
import { useOnDemand } from '../../../parts/use-on-demand';
import type { annotate } from './result-annotations';

const loadAnnotations = () => import('./result-annotations');

/**
 * The annotator for `ava` and `text` results, loaded the first time such a search shows; until
 * then (and for the other types) undefined, and the results show plainly.
 */
export function useAnnotate(type: SearchType): typeof annotate | undefined {
  return useOnDemand(loadAnnotations, type === 'ava' || type === 'text').module?.annotate;
}
