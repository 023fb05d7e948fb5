import { useContext } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PostedText, readStateText } from '../model/posted-text';
import { useHydrated } from './use-hydrated';

/** The text the page reads; `posted`: it came in a form posted to the server, read whatever it holds. */
export interface ReadText {
  readonly text: string;
  readonly posted: boolean;
}

/**
 * The text the page reads: one submitted in this browser (kept in history, never in the address),
 * else one posted to the server for the first page, else `?text=` (a share, a link). A text kept
 * in history is taken only once the page has hydrated: a reload asks the server without it.
 */
export function useReadText(): ReadText {
  const location = useLocation();
  const [params] = useSearchParams();
  const posted = useContext(PostedText);
  const hydrated = useHydrated();
  const submitted = hydrated ? readStateText(location.state) : undefined;
  if (submitted !== undefined) return { text: submitted, posted: false };
  // The first address of the page is the one the form was posted to; a later visit is not.
  if (posted !== undefined && location.key === 'default') return { text: posted.text, posted: true };
  return { text: params.get('text') ?? '', posted: false };
}
