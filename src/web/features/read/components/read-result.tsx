import { useQuery } from '@tanstack/react-query';
import type { DbName } from '../../../../shared/catalog';
import { ErrorPanel } from '../../../components/error-panel';
import { getDefaultSettings, useSettings } from '../../../connection/settings-store';
import { useEveryDictionaryFilter } from '../../../connection/service-credits';
import { readOptions } from '../api/read-options';
import { Reading } from './reading';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/** The reading of one text: drawn on the server when it came with the page, else asked here. */
export function ReadResult({ text, chosenDbs }: { readonly text: string; readonly chosenDbs: readonly DbName[] }) {
  const { baseUrl } = useSettings();
  const m = useMessages();
  // The settings name another service than the one that served the page: it is read by exact searches.
  // Every dictionary, real ones first: a popover and a word's link lead to a real entry before a sample.
  const every = useEveryDictionaryFilter();
  const query = useQuery(readOptions(baseUrl, text, every, baseUrl !== getDefaultSettings().baseUrl));
  if (query.isPending) {
    return (
      <p className="reading__wait" role="status">
        {m.read.waiting}
      </p>
    );
  }
  if (query.isError) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} setting="reading" />;
  return <Reading text={text} words={query.data} chosenDbs={chosenDbs} />;
}
