import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page the reader goes to opens at its top: the app swaps pages in one document, so without
 * this a word page tapped from far down the results opened as far down (the entry off screen).
 * Only a new address's path: Back and Forward leave the browser to restore the place they left,
 * and a search's own pages keep their rule (use-page-top.ts).
 */
export function useNewPageTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef(pathname);
  useLayoutEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}
