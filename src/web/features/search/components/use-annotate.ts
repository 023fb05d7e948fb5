import { searchTypeInfo, type SearchTarget, type SearchType } from '../../../../shared/search-types';
import { useOnDemand } from '../../../parts/use-on-demand';
import type { annotate } from './result-annotations';

// Sound classes are marked in what `sound` types find, the searched words in what `meaning` types find.
const MARKED: ReadonlySet<SearchTarget> = new Set(['sound', 'meaning']);
const loadAnnotations = () => import('./result-annotations');

/**
 * The annotator for `ava` and `text` results, loaded the first time such a search shows; until
 * then (and for the other types) undefined, and the results show plainly.
 */
export function useAnnotate(type: SearchType): typeof annotate | undefined {
  return useOnDemand(loadAnnotations, MARKED.has(searchTypeInfo(type).matches)).module?.annotate;
}
