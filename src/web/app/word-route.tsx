import { ComparePage } from '../features/compare/components/compare-page';
import { WordPage } from '../features/word/components/word-page';
import { SuggestBox } from '../features/search/components/suggest-box';

/** The word page, with the search feature's box for its "not found" panel (composed here). */
export function WordRoute() {
  return <WordPage searchBox={<SuggestBox size="compact" landmarkLabel="جست‌وجوی واژهٔ دیگر" />} />;
}

/**
 * The compare page shares this lazy chunk (and DOMPurify) with the word page: a third lazy chunk
 * makes Rolldown 1.2 move React and lib/ out of the entry into a chunk every first visit loads
 * (rolldown/rolldown#10731).
 */
export function CompareRoute() {
  return <ComparePage />;
}
