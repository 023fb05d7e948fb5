import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A new page of the same search opens at its top, with focus on the line that opens its results
 * (`targetId`), so a screen reader announces the page and the next Tab is its first result. Only
 * a page the reader went to: Back and Forward leave the browser to restore the place they left,
 * and a new search keeps the focus in the search box.
 */
export function usePageTop(search: string, page: number, targetId: string): void {
  const navigationType = useNavigationType();
  const last = useRef({ search, page });
  useEffect(() => {
    const paged = last.current.search === search && last.current.page !== page;
    last.current = { search, page };
    if (!paged || navigationType === 'POP') return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [search, page, navigationType, targetId]);
}
