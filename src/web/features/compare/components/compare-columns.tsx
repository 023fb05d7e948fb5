import { useId } from 'react';
import { Link } from 'react-router';
import { dbSource, type DbName } from '../../../../shared/catalog';
import type { SearchResult } from '../../../../shared/wire/schemas';
import type { SearchAnswer } from '../../../api/headword-query';
import { searchPath } from '../../../../shared/routes';
import { CompareEntry } from './compare-entry';
import { SampleLabel } from '../../../components/sample-label';
import { useSamplesLast } from '../../../connection/service-credits';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/compare-section';

interface CompareColumnsProps {
  readonly baseUrl: string;
  readonly word: string;
  /** The column dictionaries, in catalog order. */
  readonly dbs: readonly DbName[];
  /** Their entries; `total` counts those the answer could not hold too. */
  readonly entries: SearchAnswer;
}

/** The service's entries sorted into one list per dictionary; within a list, the service's order. */
function byDb(results: readonly SearchResult[]): Map<string, SearchResult[]> {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) groups.set(result.db, [...(groups.get(result.db) ?? []), result]);
  return groups;
}

/** One column per chosen dictionary: side by side on wide screens, one under another on phones. */
export function CompareColumns({ baseUrl, word, dbs, entries }: CompareColumnsProps) {
  const m = useMessages();
  const f = useFormat();
  const groups = byDb(entries.results);
  // A dictionary's real entries stand before our samples, whatever the catalog's order.
  const columns = useSamplesLast()(dbs);
  return (
    <>
      <div className="compare-columns">
        {columns.map((db) => (
          <CompareColumn key={db} baseUrl={baseUrl} db={db} entries={groups.get(db) ?? []} />
        ))}
      </div>
      {entries.total > entries.results.length ? (
        <p className="notice">
          {m.compare.firstOnly({
            total: { n: entries.total, count: f.count(entries.total) },
            shown: { n: entries.results.length, count: f.count(entries.results.length) },
          })}{' '}
          <Link to={searchPath(word, { type: 'exact', db: dbs.join(',') })}>{m.compare.allInSearch}</Link>
        </p>
      ) : null}
    </>
  );
}

interface CompareColumnProps {
  readonly baseUrl: string;
  readonly db: DbName;
  readonly entries: readonly SearchResult[];
}

function CompareColumn({ baseUrl, db, entries }: CompareColumnProps) {
  const m = useMessages();
  const headingId = useId();
  const source = dbSource(db, useLanguage());
  return (
    <section className="compare-column" aria-labelledby={headingId}>
      <h2 id={headingId} className="compare-column__title">
        {source}
      </h2>
      {/* Beside the heading, not in it: the column keeps the dictionary's name as its own. */}
      <SampleLabel db={db} />
      {entries.length === 0 ? (
        <p className="compare-column__none">{m.compare.notInThis}</p>
      ) : (
        <ol className="compare-column__entries">
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <CompareEntry
                baseUrl={baseUrl}
                db={db}
                entry={entry}
                source={source}
                numbered={entries.length > 1}
                fullAtOnce={index === 0}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
