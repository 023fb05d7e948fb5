import { skipToken, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { Pieces } from '../../../components/pieces';
import { getSettings } from '../../../connection/settings-store';
import { displayTitle } from '../../../text/text-lang';
import { findReadings } from '../api/inflected-lookups';
import { searchKeys } from '../api/search-keys';
import { useAnnotate } from './use-annotate';
import { isAsTyped } from '../model/as-typed';
import { searchHref, type SearchView } from '../model/search-url';
import { DidYouMean } from './did-you-mean';
import { RecognisedAs } from './recognised-as';
import { ResultItem } from './result-item';
import '../styles/inflection.css';
import { useFormat, useMessages } from '../../../i18n/language-context';

/**
 * An exact search of `view.q` found nothing, or found it only as another headword's form
 * (`listedUnder`, form-only.ts): if q is an inflected form («دریاها»), look up its likeliest
 * headwords and show the first one found in every dictionary, with what was recognised.
 * Otherwise — or when the reader asked for the form as typed — the words that sound or look close.
 */
export function InflectedResults({
  view,
  filter,
  filtered,
  listedUnder = [],
}: {
  readonly view: SearchView;
  readonly filter: string;
  /** The reader chose dictionaries (the filter is theirs, not every dictionary's). */
  readonly filtered: boolean;
  readonly listedUnder?: readonly string[];
}) {
  const m = useMessages();
  const f = useFormat();
  const [params] = useSearchParams();
  const asTyped = isAsTyped(params);
  const { q, rows } = view;
  const lookups = useQuery({
    queryKey: searchKeys.inflected(getSettings().baseUrl, q, filter, rows, listedUnder),
    queryFn: asTyped ? skipToken : ({ client }) => findReadings(client, q, filter, rows, listedUnder),
  });
  const annotate = useAnnotate('exact');
  if (!asTyped && lookups.isPending) return <Spinner label={m.search.findingRoot} />;
  // Readings come likeliest first; a failed lookup leaves the reader the words close to the form.
  const found = asTyped ? undefined : lookups.data?.[0];
  if (found === undefined) return <DidYouMean view={view} filter={filter} filtered={filtered} />;
  const { reading, data: answer } = found;

  const first = answer.results[0];
  const headword = first ? displayTitle(first) : reading.headword;
  return (
    <div className="inflected-results">
      <RecognisedAs view={view} headword={headword} reading={reading} listed={listedUnder.length > 0} />
      <p className="search-results__count">
        {m.counts.results({ n: answer.num_found, count: f.count(answer.num_found) })}
      </p>
      <ol className="search-results__list">
        {answer.results.map((result) => (
          <ResultItem key={result.id} result={result} q={q} type="exact" annotate={annotate} />
        ))}
      </ol>
      {answer.num_found > answer.results.length ? (
        <Link to={searchHref({ q: headword, type: 'exact', db: view.db, rows: view.rows })}>
          <Pieces of={m.search.allResultsOf({ word: <bdi>{headword}</bdi>, count: f.count(answer.num_found) })} />
        </Link>
      ) : null}
    </div>
  );
}
