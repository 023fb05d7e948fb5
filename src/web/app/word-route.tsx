import { lazy, Suspense, type ReactNode } from 'react';
import { WordPage } from '../features/word/components/word-page';
import { SuggestBox } from '../features/search/components/suggest-box';
import type { WordRef } from '../lib/library-words';

// The library's part of the page comes with the library chunk; without it the entry still shows.
const WordLibraryActions = lazy(() =>
  import('./side-pages').then(
    (m) => ({ default: m.WordLibraryActions }),
    () => ({ default: NoLibrary }),
  ),
);

function NoLibrary(_: { readonly word: WordRef; readonly meaning: string }): ReactNode {
  return null;
}

/**
 * The word page, with the search feature's box for its "not found" panel and the library's
 * look-up count and bookmark (composed here: features do not import each other).
 */
export function WordRoute() {
  return (
    <WordPage
      searchBox={<SuggestBox size="compact" landmarkLabel="جست‌وجوی واژهٔ دیگر" />}
      library={(word, meaning) => (
        <Suspense fallback={null}>
          <WordLibraryActions word={word} meaning={meaning} />
        </Suspense>
      )}
    />
  );
}
