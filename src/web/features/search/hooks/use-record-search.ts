import { useEffect, useRef } from 'react';
import type { SearchType } from '../../../../shared/search-types';
import { noteSearch } from '../../library/model/search-trail';

/**
 * Notes a search in the reader's recent searches once its results are on screen: once per query
 * and type while the page stays (paging or a new filter is not a new search).
 */
export function useRecordSearch(q: string, type: SearchType, found: boolean): void {
  const recorded = useRef('');
  useEffect(() => {
    const key = `${type} ${q}`;
    if (!found || recorded.current === key) return;
    recorded.current = key;
    noteSearch(q, type);
  }, [q, type, found]);
}
