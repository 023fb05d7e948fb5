import { Fragment } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { finglishWord } from '../../../../shared/persian/finglish';
import { getSettings } from '../../../connection/settings-store';
import { Pieces } from '../../../components/pieces';
import { findSpellings } from '../api/spelled-lookups';
import { searchKeys } from '../api/search-keys';
import { searchHref, type SearchView } from '../model/search-url';
import { useFormat, useMessages } from '../../../i18n/language-context';

/**
 * A search that found little, typed as Persian in Latin letters (`ketab` for «کتاب»): offer the
 * Persian headwords it spells, each in one tap — only those the service has, found with at most
 * three exact lookups, so it works against any v3 service.
 */
export function FinglishRescue({ view, filter }: { readonly view: SearchView; readonly filter: string }) {
  const m = useMessages();
  const f = useFormat();
  const { q, rows } = view;
  const { data } = useQuery({
    queryKey: searchKeys.spelled(getSettings().baseUrl, q, filter, rows),
    queryFn: finglishWord(q) === undefined ? skipToken : ({ client }) => findSpellings(client, q, filter, rows),
    retry: false,
  });
  if (data === undefined || data.length === 0) return null;
  return (
    <p className="keyboard-rescue">
      <Pieces
        of={m.search.finglish({
          words: data.map(({ spelling, numFound }, index) => (
            <Fragment key={spelling}>
              {index > 0 ? m.search.or : null}
              <Link to={searchHref({ ...view, q: spelling, page: 1 })}>
                <Pieces of={m.components.quoted({ text: <bdi>{spelling}</bdi> })} />
              </Link>{' '}
              ({m.counts.results({ n: numFound, count: f.count(numFound) })})
            </Fragment>
          )),
        })}
      />
    </p>
  );
}
