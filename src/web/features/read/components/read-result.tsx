import { useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DbName } from '../../../../shared/catalog';
import { wordViews } from '../../../../shared/reading/reading-view';
// In full, not the stand-in that loads it: a refused form is drawn by the server, which says why.
import { ErrorPanelView } from '../../../components/error-panel-view';
import { getDefaultSettings, useSettings } from '../../../connection/settings-store';
import { useReadingFilter } from '../../../connection/service-credits';
import { useHydrated } from '../hooks/use-hydrated';
import { readOptions } from '../api/read-options';
import { Reading } from './reading';
import { ReadingRest } from './reading-rest';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/**
 * The reading of one text: drawn on the server when it came with the page, else asked here. An
 * answer that stopped before the text's end is followed, once the page runs, by the rest's.
 */
export function ReadResult({ text, chosenDbs }: { readonly text: string; readonly chosenDbs: readonly DbName[] }) {
  const { baseUrl } = useSettings();
  const m = useMessages();
  const hydrated = useHydrated();
  // The settings name another service than the one that served the page: it is read by exact searches.
  // Every dictionary, real ones first and meanings before synonyms: a popover and a word's link lead
  // to a real entry that says what the word means.
  const order = useReadingFilter();
  const query = useInfiniteQuery(readOptions(baseUrl, text, order, baseUrl !== getDefaultSettings().baseUrl));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (hydrated && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hydrated, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const words = useMemo(() => (query.data === undefined ? [] : wordViews(text, query.data)), [text, query.data]);
  if (query.isPending) {
    return (
      <p className="reading__wait" role="status">
        {m.read.waiting}
      </p>
    );
  }
  if (query.isError && query.data === undefined) {
    return <ErrorPanelView error={query.error} onRetry={() => void query.refetch()} setting="reading" />;
  }
  const next = query.data.next;
  return (
    <>
      <Reading text={text} words={words} chosenDbs={chosenDbs} />
      {next === undefined ? null : (
        <ReadingRest
          rest={text.slice(next)}
          error={isFetchNextPageError ? query.error : null}
          onRetry={() => void fetchNextPage()}
        />
      )}
    </>
  );
}
