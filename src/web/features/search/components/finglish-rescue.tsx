import { Fragment } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { finglishWord } from '../../../../shared/persian/finglish';
import { getSettings } from '../../../connection/settings-store';
import { formatCount } from '../../../text/persian-digits';
import { findSpellings } from '../api/spelled-lookups';
import { searchKeys } from '../api/search-keys';
import { searchHref, type SearchView } from '../model/search-url';

/**
 * A search that found little, typed as Persian in Latin letters (`ketab` for «کتاب»): offer the
 * Persian headwords it spells, each in one tap — only those the service has, found with at most
 * three exact lookups, so it works against any v3 service.
 */
export function FinglishRescue({ view, filter }: { readonly view: SearchView; readonly filter: string }) {
  const { q, rows } = view;
  const { data } = useQuery({
    queryKey: searchKeys.spelled(getSettings().baseUrl, q, filter, rows),
    queryFn: finglishWord(q) === undefined ? skipToken : ({ client }) => findSpellings(client, q, filter, rows),
    retry: false,
  });
  if (data === undefined || data.length === 0) return null;
  return (
    <p className="keyboard-rescue">
      فارسی با حروف لاتین نوشته بودید؟ منظورتان{' '}
      {data.map(({ spelling, numFound }, index) => (
        <Fragment key={spelling}>
          {index > 0 ? ' یا ' : null}
          <Link to={searchHref({ ...view, q: spelling, page: 1 })}>
            «<bdi>{spelling}</bdi>»
          </Link>{' '}
          ({formatCount(numFound)} نتیجه)
        </Fragment>
      ))}{' '}
      بود؟
    </p>
  );
}
