/**
 * In-app navigation that does not wait: when the pointer rests on, a finger touches, or the
 * keyboard focuses a link to a word page — anywhere in the app, results, suggestions' pages, the
 * other dictionaries' list — the entry is asked for and the word page's chunk loaded, so the
 * click finds both ready. Not inside `[data-prefetch="off"]`: a reading's every word is a link,
 * and a finger or pointer crossing the text would ask for each. A search box or a link to results, touched or focused, loads the results
 * page's chunk the same way. One listener on the document, not one per link.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchWordPath, ROUTE_PATTERNS, type WordRoute } from '../../shared/routes';
import { loadParts } from '../parts/lazy-part';
import { getSettings } from '../connection/settings-store';
import { wordOptions } from '../api/word-query';
import { SEARCH_PAGE_PART } from './pages/search/route';
import { WORD_PAGE_PART } from './pages/word/route';

const EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** The start every word page's address shares. */
const WORD_PREFIX = ROUTE_PATTERNS.word.slice(0, ROUTE_PATTERNS.word.indexOf(':'));

/** The entry a same-origin link names, or undefined. */
function wordOfLink(target: EventTarget | null): WordRoute | undefined {
  const link = target instanceof Element ? target.closest(`a[href^="${WORD_PREFIX}"]`) : null;
  if (!(link instanceof HTMLAnchorElement) || link.closest('[data-prefetch="off"]')) return undefined;
  return matchWordPath(new URL(link.href).pathname);
}

function leadsToResults(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest(`form[role="search"], a[href^="${ROUTE_PATTERNS.search}"]`) !== null
  );
}

export function useLinkPrefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const prefetch = (event: Event) => {
      // A focus the reader did not give (the home page's box takes it as the app starts) is no
      // sign of a next step: loading the results page then would only lengthen the start.
      if (event.type === 'focusin' && navigator.userActivation?.hasBeenActive === false) return;
      if (leadsToResults(event.target)) void loadParts([SEARCH_PAGE_PART]);
      const word = wordOfLink(event.target);
      if (word === undefined) return;
      void loadParts([WORD_PAGE_PART]);
      void queryClient.prefetchQuery(wordOptions(getSettings().baseUrl, word));
    };
    for (const name of EVENTS) document.addEventListener(name, prefetch, { passive: true });
    return () => {
      for (const name of EVENTS) document.removeEventListener(name, prefetch);
    };
  }, [queryClient]);
}
