import { useEffect, useRef } from 'react';
import { recordLookup, wordKey, type WordRef } from '../model/library-words';

/**
 * Counts a look-up (the caller is on screen with the entry): once per word while the page stays
 * (a refetch is not a new look-up; coming back to the word is).
 */
export function useRecordLookup(word: WordRef): void {
  const recorded = useRef('');
  const { db, title, num } = word;
  useEffect(() => {
    const key = wordKey({ db, title, num });
    if (recorded.current === key) return;
    recorded.current = key;
    recordLookup({ db, title, num });
  }, [db, title, num]);
}
