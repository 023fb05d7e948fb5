import { useEffect, useReducer } from 'react';
import type { SavedSearch } from '../../../lib/library-doc';
import type * as LibraryModule from '../../../lib/library-store';

type LibraryStore = typeof LibraryModule;
let store: LibraryStore | undefined;
const NONE: readonly SavedSearch[] = [];

/**
 * The reader's recent searches while `wanted` (the empty box is open), newest first. The library
 * loads the first time they are wanted — not on the first visit — and the list follows it after.
 */
export function useRecentSearches(wanted: boolean): {
  readonly searches: readonly SavedSearch[];
  readonly remove: (q: string) => void;
} {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!wanted) return undefined;
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void import('../../../lib/library-store').then((module) => {
      store = module;
      if (!live) return;
      unsubscribe = module.subscribeLibrary(changed);
      changed();
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [wanted]);
  return {
    searches: wanted && store ? store.getLibrary().doc.searches : NONE,
    remove: (q) => store?.removeSearch(q),
  };
}
