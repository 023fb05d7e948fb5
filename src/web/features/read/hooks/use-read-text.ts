import { useContext } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PostedText, readStateText } from '../model/posted-text';
import { useHydrated } from './use-hydrated';

/**
 * The text the page reads: one submitted in this browser (kept in history, never in the address),
 * else one posted to the server for the first page, else `?text=` (a share, a link). A text kept
 * in history is taken only once the page has hydrated: a reload asks the server without it.
 */
export function useReadText(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const posted = useContext(PostedText);
  const hydrated = useHydrated();
  const submitted = hydrated ? readStateText(location.state) : undefined;
  if (submitted !== undefined) return submitted;
  // The first address of the page is the one the form was posted to; a later visit is not.
  if (posted !== undefined && location.key === 'default') return posted;
  return params.get('text') ?? '';
}
