import { WordLibraryActions } from '../features/library/components/word-library-actions';
import { WordPage } from '../features/word/components/word-page';
import { SuggestBox } from '../features/search/components/suggest-box';

/**
 * The word page, with the search feature's box for its "not found" panel and the library's
 * look-up count and bookmark (composed here: features do not import each other).
 */
export function WordRoute() {
  return (
    <WordPage
      searchBox={<SuggestBox size="compact" landmarkLabel="جست‌وجوی واژهٔ دیگر" />}
      library={(word, meaning) => <WordLibraryActions word={word} meaning={meaning} />}
    />
  );
}
