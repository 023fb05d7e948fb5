import { Link } from 'react-router';
import type { DbName } from '../../../../shared/catalog';
import { ErrorPanel } from '../../../components/error-panel';
import { NotFoundPanel } from '../../../components/not-found-panel';
import { searchPath } from '../../../../shared/routes';
import { useDialectEntries, type DialectEntries } from '../api/dialect-entries';
import { useHeadwordsIn } from '../api/headwords-in';
import { splitDbs } from '../model/compare-url';
import { CompareColumns } from './compare-columns';
import { CompareSkeleton } from './compare-skeleton';
import { RegionalForms } from './regional-forms';
import { useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';
import '../../../i18n/compare-section';

interface CompareResultsProps {
  readonly baseUrl: string;
  readonly word: string;
  /** Chosen dictionaries, in catalog order; at least one. */
  readonly dbs: readonly DbName[];
}

function hasDialectEntries(data: DialectEntries): boolean {
  return data.forms.length > 0 || data.sameHeadword.length > 0;
}

/** The columns and the regional forms of one word, or one clear answer when neither has anything. */
export function CompareResults({ baseUrl, word, dbs }: CompareResultsProps) {
  const m = useMessages();
  const { columns, dialects } = splitDbs(dbs);
  const headwords = useHeadwordsIn(baseUrl, word, columns);
  const regional = useDialectEntries(baseUrl, word, dialects);

  if (columns.length > 0 && !headwords.data) {
    if (headwords.error && !headwords.isFetching) {
      return <ErrorPanel error={headwords.error} onRetry={headwords.retry} />;
    }
    return <CompareSkeleton columns={columns.length} />;
  }
  const noColumns = columns.length === 0 || headwords.data?.total === 0;
  const regionalPending = regional.data === undefined && regional.error === null;
  if (noColumns && dialects.length > 0 && regionalPending) return <CompareSkeleton columns={columns.length} />;
  const noDialects = dialects.length === 0 || (regional.data !== undefined && !hasDialectEntries(regional.data));
  if (noColumns && noDialects) {
    return (
      <NotFoundPanel title={m.compare.nowhere} detail={m.compare.nowhereDetail({ word })} headingLevel={2}>
        <Link to={searchPath(word, { type: 'like' })}>
          <Pieces of={m.compare.searchClose({ word: <bdi>{word}</bdi> })} />
        </Link>
      </NotFoundPanel>
    );
  }
  return (
    <>
      {columns.length > 0 && headwords.data ? (
        <CompareColumns baseUrl={baseUrl} word={word} dbs={columns} entries={headwords.data} />
      ) : null}
      {dialects.length > 0 ? <RegionalForms baseUrl={baseUrl} word={word} dialects={dialects} /> : null}
    </>
  );
}
