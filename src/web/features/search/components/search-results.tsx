import { Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { Spinner } from '../../../components/spinner';
import { lazyPart } from '../../../parts/lazy-part';
import { Pieces } from '../../../components/pieces';
import { searchQueryOptions, type SearchData } from '../api/search-options';
import { useRecordSearch } from '../hooks/use-record-search';
import { usePageTop } from '../hooks/use-page-top';
import { useListTop } from '../hooks/use-list-top';
import { RESULTS_ID } from '../../../shortcuts/keys';
import { toSearchRequest } from '../model/search-request';
import { useEveryDictionaryFilter } from '../../../connection/service-credits';
import { useAnnotate } from './use-annotate';
import { foldsNothing } from '../../../../shared/persian/normalise';
import { maxPage, type DbSelection, type Rows, type SearchView } from '../model/search-url';
import { ResultItem } from './result-item';
import { ResultsFoot } from './results-foot';
import { ResultsSkeleton } from './results-skeleton';
import { repeatedTitles, titleKey } from '../model/same-title';
import { headwordsOfForm } from '../model/form-only';
import { isAsTyped } from '../model/as-typed';
import { useSearchParams } from 'react-router';
import { useFormat, useMessages } from '../../../i18n/language-context';

// What only some answers need loads when one comes: the empty states, and the layout tables of
// the wrong-keyboard check when a search finds little.
const KeyboardRescue = lazyPart('src/web/features/search/components/keyboard-rescue.tsx', () =>
  import('./keyboard-rescue').then((m) => m.KeyboardRescue),
);
// The Finglish spelling table comes with it, so only a search that found little loads it.
const FinglishRescue = lazyPart('src/web/features/search/components/finglish-rescue.tsx', () =>
  import('./finglish-rescue').then((m) => m.FinglishRescue),
);
// The analyser of inflected forms comes with it, so only a search that found nothing loads it.
const InflectedResults = lazyPart('src/web/features/search/components/inflected-results.tsx', () =>
  import('./inflected-results').then((m) => m.InflectedResults),
);
const NoResults = lazyPart('src/web/features/search/components/no-results.tsx', () =>
  import('./no-results').then((m) => m.NoResults),
);
const SearchedAs = lazyPart('src/web/features/search/components/searched-as.tsx', () =>
  import('./searched-as').then((m) => m.SearchedAs),
);

/** "Finds little": this many results or fewer and a wrong keyboard layout or Finglish is worth checking. */
const FEW = 3;

interface SearchResultsProps {
  readonly view: SearchView;
  readonly dbs: DbSelection;
  readonly onRowsChange: (rows: Rows) => void;
}

/** A page the reader has seen: its words, where it starts, and its answer. */
interface ShownPage {
  readonly q: string;
  readonly start: number;
  readonly data: SearchData;
}

/**
 * One page of results, the previous page kept on screen while the next loads — and under the error
 * when the next one fails — and the one after prefetched.
 */
export function SearchResults({ view, dbs, onRowsChange }: SearchResultsProps) {
  const m = useMessages();
  const f = useFormat();
  const queryClient = useQueryClient();
  const request = toSearchRequest(view, dbs, useEveryDictionaryFilter());
  const { data, error, isPlaceholderData, isFetching, refetch } = useQuery(searchQueryOptions(request));
  const { q, type, filter, start, rows } = request;
  const annotate = useAnnotate(type);
  const [params] = useSearchParams();

  // Remembered during render (React's pattern for information from earlier renders): a failed
  // fetch has no placeholder, so without this the page on screen would vanish with the error.
  const [shown, setShown] = useState<ShownPage>();
  if (data !== undefined && !isPlaceholderData && shown?.data !== data) setShown({ q, start, data });
  const page = data !== undefined ? { data, start } : error && shown?.q === q ? shown : undefined;

  const lastPage = page ? Math.min(Math.ceil(page.data.num_found / view.rows), maxPage(view.rows)) : 1;
  const hasNext = !isPlaceholderData && data !== undefined && view.page < lastPage;
  useRecordSearch(q, type, !isPlaceholderData && (data?.num_found ?? 0) > 0);
  usePageTop(`${type} ${filter ?? ''} ${rows} ${q}`, view.page, RESULTS_ID);
  useListTop(filter, RESULTS_ID);

  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(searchQueryOptions({ q, type, filter, start: start + rows, rows }));
  }, [queryClient, hasNext, q, type, filter, start, rows]);

  const retry = () => void refetch();
  // Data before error: a failed background refetch or page change must not blank good results.
  if (page === undefined) {
    return error ? <ErrorPanel error={error} onRetry={retry} /> : <ResultsSkeleton />;
  }
  const { data: answer, start: first } = page;
  const sharedTitles = repeatedTitles(answer.results);
  // Found only under another headword («کتاب» for «کتاب‌ها»): that headword's results everywhere.
  const listedUnder = type === 'exact' && first === 0 && !isAsTyped(params) ? headwordsOfForm(answer.results, q) : [];
  return (
    <section className="search-results" aria-label={m.search.results} aria-busy={isPlaceholderData}>
      {error ? <ErrorPanel error={error} onRetry={retry} /> : null}
      <Suspense fallback={null}>
        {foldsNothing(q) ? null : <SearchedAs q={q} type={type} />}
        {answer.num_found <= FEW ? <KeyboardRescue view={view} filter={filter} /> : null}
        {answer.num_found <= FEW ? <FinglishRescue view={view} filter={filter} /> : null}
      </Suspense>
      {answer.num_found === 0 || listedUnder.length > 0 ? (
        <Suspense fallback={<Spinner label={m.search.findingOtherWays} />}>
          {type === 'exact' ? (
            <InflectedResults view={view} filter={filter} filtered={dbs.length > 0} listedUnder={listedUnder} />
          ) : (
            <NoResults view={view} filtered={dbs.length > 0} tried={[type]} />
          )}
        </Suspense>
      ) : (
        <>
          <div className="search-results__head">
            <p id={RESULTS_ID} className="search-results__count" tabIndex={-1}>
              {m.counts.results({ n: answer.num_found, count: f.count(answer.num_found) })}
            </p>
            {isPlaceholderData && isFetching ? <Spinner label={m.search.fetchingPage} /> : null}
          </div>
          {answer.partial === true ? (
            <p className="search-results__partial">
              <Pieces of={m.search.partial({ q: <bdi>{q}</bdi> })} />
            </p>
          ) : null}
          {answer.results.length === 0 ? (
            <p className="search-results__empty-page">{m.search.emptyPage}</p>
          ) : (
            <ol className="search-results__list" start={first + 1}>
              {answer.results.map((result) => (
                <ResultItem
                  key={result.id}
                  result={result}
                  q={q}
                  type={type}
                  annotate={annotate}
                  sameTitleShown={sharedTitles.has(titleKey(result))}
                  partial={answer.partial === true}
                />
              ))}
            </ol>
          )}
          <ResultsFoot view={view} lastPage={lastPage} holdNext={isPlaceholderData} onRowsChange={onRowsChange} />
        </>
      )}
    </section>
  );
}
