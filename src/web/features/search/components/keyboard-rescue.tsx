import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { keyboardSuggestion } from '../../../../shared/persian/keyboard-layout';
import { Pieces } from '../../../components/pieces';
import { searchQueryOptions } from '../api/search-options';
import { searchHref, type SearchView } from '../model/search-url';
import { useFormat, useMessages } from '../../../i18n/language-context';

/**
 * A search that found little, typed with the other keyboard layout active (`sghl` for «سلام»,
 * `ذخخن` for "book"): offer the same keystrokes read on the intended layout, in one tap — but only
 * when that search finds something. English words are looked up in every dictionary, since only
 * the English ones have English headwords.
 */
export function KeyboardRescue({ view, filter }: { readonly view: SearchView; readonly filter: string }) {
  const m = useMessages();
  const f = useFormat();
  const meant = keyboardSuggestion(view.q);
  const english = meant?.layout === 'en';
  const { data } = useQuery(
    searchQueryOptions({
      q: meant?.text ?? '',
      type: view.type,
      filter: english ? '' : filter,
      start: 0,
      rows: view.rows,
    }),
  );
  if (!meant || !data || data.num_found === 0) return null;
  return (
    <p className="keyboard-rescue">
      <Pieces
        of={m.search.didYouMeanWord({
          asked: english ? m.search.keyboardWasPersian : m.search.keyboardWasEnglish,
          results: m.counts.results({ n: data.num_found, count: f.count(data.num_found) }),
          word: (
            <Link to={searchHref({ ...view, q: meant.text, db: english ? [] : view.db, page: 1 })}>
              <Pieces
                of={m.components.quoted({
                  text: (
                    <bdi lang={meant.layout} dir={english ? 'ltr' : 'rtl'}>
                      {meant.text}
                    </bdi>
                  ),
                })}
              />
            </Link>
          ),
        })}
      />
    </p>
  );
}
