import { WordLibraryActions } from '../../../features/library/components/word-library-actions';
import { WordPage as WordFeaturePage } from '../../../features/word/components/word-page';
import { SuggestBox } from '../../../features/search/components/suggest-box';
import { useMessages } from '../../../i18n/language-context';

/**
 * The word page, with the search feature's box for its "not found" panel and the library's
 * look-up count and bookmark (composed here: features do not import each other).
 */
export function WordPage() {
  const m = useMessages();
  return (
    <WordFeaturePage
      searchBox={<SuggestBox size="compact" landmarkLabel={m.notFound.searchLabel} />}
      library={(word, entry) => <WordLibraryActions word={word} meaning={entry.text} pron={entry.pron} />}
    />
  );
}
