import './word.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { dbSource } from '../../../../shared/catalog';
import { parseWordRoute, type WordRoute } from '../../../../shared/routes';
import { ErrorPanel } from '../../../components/error-panel';
import { NotFoundPanel } from '../../../components/not-found-panel';
import { usePageTitle } from '../../../components/page-title';
import { useDescribeError } from '../../../api/error-messages';
import { HttpError } from '../../../api/errors';
import { searchPath, wordPath } from '../../../../shared/routes';
import { useSettings } from '../../../connection/settings-store';
import { displayTitle, sourceName } from '../../../text/text-lang';
import { wordOptions } from '../../../api/word-query';
import { AskedForm } from './asked-form';
import { CloseWords } from './close-words';
import { SameTitleList } from './same-title-list';
import { ThesaurusSection } from './thesaurus-section';
import { TitleEntries } from './title-entries';
import { WordEntryCard } from './word-entry';
import { WordSkeleton } from './word-skeleton';
import { WordExamples } from './word-examples';
import { WordForms } from './word-forms';
import { WordFrequency } from './word-frequency';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';
import '../../../i18n/word-section';

export interface WordPageProps {
  /** A search box for the "not found" panel; the app gives it, since features do not share code. */
  readonly searchBox?: ReactNode;
  /** The word in the reader's library (look-up count, bookmark), shown with a loaded entry. */
  readonly library?: (word: WordRoute, entry: { readonly text: string; readonly pron: string }) => ReactNode;
}

/** `/word/:db/:title/:num` — one entry, its full meaning, and the same word elsewhere. */
export function WordPage({ searchBox, library }: WordPageProps) {
  const params = parseWordRoute(useParams());
  if (!params) return <BadAddress searchBox={searchBox} />;
  return <WordView params={params} searchBox={searchBox} library={library} />;
}

function BadAddress({ searchBox }: WordPageProps) {
  const m = useMessages();
  usePageTitle(m.word.badAddressTitle);
  return <NotFoundPanel title={m.word.badAddress} detail={m.word.badAddressDetail} searchBox={searchBox} />;
}

function WordView({ params, searchBox, library }: { readonly params: WordRoute } & WordPageProps) {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  const { baseUrl } = useSettings();
  const queryClient = useQueryClient();
  const options = wordOptions(baseUrl, params);
  const query = useQuery(options);
  // A 404 stands while it is asked again (as when a page drawn with its 404 hydrates): the cache
  // keeps the last answer's failure until a new answer comes.
  const failure = query.error ?? queryClient.getQueryState(options.queryKey)?.error;
  const [search] = useSearchParams();
  const source = query.data ? sourceName(query.data, language) : dbSource(params.db, language);
  const notFound = !query.data && failure instanceof HttpError && failure.status === 404;
  usePageTitle(
    notFound
      ? m.word.notFoundTitle
      : m.word.pageTitle({ title: query.data ? displayTitle(query.data) : params.title, source }),
  );
  const waiting = useWaitingNote(query.fetchStatus, query.failureReason);

  if (query.data) {
    return (
      <div className="word-layout">
        <div className="word-layout__main">
          {query.isRefetchError ? (
            <p className="notice" role="status">
              {m.word.refreshFailed}
            </p>
          ) : null}
          <AskedForm form={search.get('form') ?? ''} title={displayTitle(query.data)} />
          <WordEntryCard
            entry={query.data}
            num={params.num}
            path={wordPath(params.db, params.title, params.num)}
            library={library?.(params, query.data)}
            highlight={search.get('hl') ?? ''}
          />
          <WordFrequency band={query.data.band} />
          <ThesaurusSection title={params.title} />
          <WordExamples params={params} />
          <WordForms params={params} asked={search.get('form') ?? ''} />
        </div>
        <aside className="word-layout__aside" aria-label={m.word.elsewhere}>
          <SameTitleList baseUrl={baseUrl} params={params} />
        </aside>
      </div>
    );
  }
  if (notFound) {
    return (
      <NotFoundPanel
        title={m.word.notFound}
        detail={m.word.notFoundDetail({ source, num: f.digits(params.num), title: params.title })}
        searchBox={searchBox}
        nearby={
          <>
            <TitleEntries title={params.title} />
            <CloseWords title={params.title} />
          </>
        }
      >
        <Link to={searchPath(params.title)}>
          <Pieces of={m.word.searchEverywhere({ title: <bdi>{params.title}</bdi> })} />
        </Link>
      </NotFoundPanel>
    );
  }
  if (query.error && !query.isFetching) {
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} headingLevel={1} />;
  }
  return <WordSkeleton note={waiting} />;
}

/** What to say while the reader waits: offline, or the service failing and being retried. */
function useWaitingNote(fetchStatus: string, failureReason: unknown): string | undefined {
  const m = useMessages();
  const describe = useDescribeError();
  if (fetchStatus === 'paused') return m.word.offlineWaiting;
  if (failureReason) return m.word.retrying({ fault: describe(failureReason).title });
  return undefined;
}
