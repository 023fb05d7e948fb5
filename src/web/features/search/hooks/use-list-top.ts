import { useEffect, useRef } from 'react';

/**
 * A new choice of dictionaries shows its results from the first: when the reader has scrolled
 * past the top of the list (`targetId`), the page goes back to it, so a chip changes what is in
 * view and not only what is below it. A list whose top is on screen or below stays put.
 */
export function useListTop(filter: string, targetId: string): void {
  const last = useRef(filter);
  useEffect(() => {
    if (last.current === filter) return;
    last.current = filter;
    const target = document.getElementById(targetId);
    if (target !== null && target.getBoundingClientRect().top < 0) target.scrollIntoView?.({ block: 'start' });
  }, [filter, targetId]);
}
