import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { analyse } from '../../../../shared/persian/inflection';
import { Spinner } from '../../../components/spinner';
import { formatCount } from '../../../lib/persian-digits';
import { displayTitle } from '../../../lib/text-lang';
import { searchQueryOptions } from '../api/search-options';
import { useAnnotate } from '../hooks/use-annotate';
import { isAsTyped } from '../model/as-typed';
import { searchHref, type SearchView } from '../model/search-url';
import { DidYouMean } from './did-you-mean';
import { RecognisedAs } from './recognised-as';
import { ResultItem } from './result-item';
import '../styles/inflection.css';

/** Extra exact lookups a search of a form that is no headword may ask: one round trip, in parallel. */
export const INFLECTION_LOOKUPS = 3;

/**
 * An exact search of `view.q` found nothing: if q is an inflected form («دریاها»), look up its
 * likeliest headwords and show the first one found, with what was recognised. Otherwise — or when
 * the reader asked for the form as typed — the words that sound or look close.
 */
export function InflectedResults({ view, filter }: { readonly view: SearchView; readonly filter: string }) {
  const [params] = useSearchParams();
  const asTyped = isAsTyped(params);
  const readings = asTyped ? [] : analyse(view.q, INFLECTION_LOOKUPS);
  const lookups = useQueries({
    queries: readings.map((reading) =>
      searchQueryOptions({ q: reading.headword, type: 'exact', filter, start: 0, rows: view.rows }),
    ),
  });
  const annotate = useAnnotate('exact');
  // Readings are in likelihood order: wait for the ones before a hit, so a likelier one wins.
  const firstFound = lookups.findIndex((lookup) => (lookup.data?.num_found ?? 0) > 0);
  const settled = firstFound >= 0 ? lookups.slice(0, firstFound) : lookups;
  if (settled.some((lookup) => lookup.isPending)) return <Spinner label="در حال یافتن ریشهٔ واژه…" />;
  const reading = readings[firstFound];
  const answer = lookups[firstFound]?.data;
  if (reading === undefined || answer === undefined) return <DidYouMean view={view} filter={filter} />;

  const first = answer.results[0];
  const headword = first ? displayTitle(first) : reading.headword;
  return (
    <div className="inflected-results">
      <RecognisedAs view={view} headword={headword} reading={reading} />
      <p className="search-results__count">{formatCount(answer.num_found)} نتیجه</p>
      <ol className="search-results__list">
        {answer.results.map((result) => (
          <ResultItem key={result.id} result={result} q={reading.headword} type="exact" annotate={annotate} />
        ))}
      </ol>
      {answer.num_found > answer.results.length ? (
        <Link to={searchHref({ q: headword, type: 'exact', db: view.db, rows: view.rows })}>
          همهٔ نتیجه‌های «<bdi>{headword}</bdi>» ({formatCount(answer.num_found)})
        </Link>
      ) : null}
    </div>
  );
}
