import { useSyncExternalStore } from 'react';
import type { SavedSearch } from '../../library/model/library-doc';
import { useOnDemand } from '../../../parts/use-on-demand';

const loadLibrary = () => import('../../library/model/library-store');
const NONE: readonly SavedSearch[] = [];
const noSubscription = () => () => undefined;

/**
 * The reader's recent searches while `wanted` (the empty box is open), newest first. The library
 * loads the first time they are wanted — not on the first visit — and the list follows it after.
 */
export function useRecentSearches(wanted: boolean): {
  readonly searches: readonly SavedSearch[];
  readonly remove: (q: string) => void;
} {
  const store = useOnDemand(loadLibrary, wanted).module;
  const searches = useSyncExternalStore(
    store?.subscribeLibrary ?? noSubscription,
    () => (store ? store.getLibrary().doc.searches : NONE),
    // The server holds no reader's library.
    () => NONE,
  );
  return { searches, remove: (q) => store?.removeSearch(q) };
}
