import { WordPage } from '../features/word/components/word-page';
import { SuggestBox } from '../features/search/components/suggest-box';

/** The word page, with the search feature's box for its "not found" panel (composed here). */
export function WordRoute() {
  return <WordPage searchBox={<SuggestBox size="compact" landmarkLabel="جست‌وجوی واژهٔ دیگر" />} />;
}
