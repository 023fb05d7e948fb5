import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { keyboardSuggestion } from '../../../../shared/persian/keyboard-layout';
import { formatCount } from '../../../text/persian-digits';
import { searchQueryOptions } from '../api/search-options';
import { searchHref, type SearchView } from '../model/search-url';

/**
 * A search that found little, typed with the other keyboard layout active (`sghl` for «سلام»,
 * `ذخخن` for "book"): offer the same keystrokes read on the intended layout, in one tap — but only
 * when that search finds something. English words are looked up in every dictionary, since only
 * the English ones have English headwords.
 */
export function KeyboardRescue({ view, filter }: { readonly view: SearchView; readonly filter: string }) {
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
      {english ? 'صفحه‌کلید روی فارسی مانده بود؟' : 'صفحه‌کلید روی انگلیسی مانده بود؟'} منظورتان{' '}
      <Link to={searchHref({ ...view, q: meant.text, db: english ? [] : view.db, page: 1 })}>
        «
        <bdi lang={meant.layout} dir={english ? 'ltr' : 'rtl'}>
          {meant.text}
        </bdi>
        »
      </Link>{' '}
      بود؟ ({formatCount(data.num_found)} نتیجه)
    </p>
  );
}
