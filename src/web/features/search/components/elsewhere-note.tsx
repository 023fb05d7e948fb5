import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { searchQueryOptions } from '../api/search-options';
import { searchHref, type SearchView } from '../model/search-url';
import { useFormat, useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';

/**
 * What the reader is told when the chosen dictionaries lack the word as written: that no
 * dictionary has it, or — when others do («نان» with only Mazandarani chosen) — how many, and the
 * way to them. One exact search of every dictionary.
 */
/** The most a page holds (docs/v3-contract.md §4.3): every dictionary's entries of one headword. */
const ROWS = 50;

export function ElsewhereNote({
  view,
  filtered,
  saysNone = true,
}: {
  readonly view: SearchView;
  /** The reader chose dictionaries: the others may have the word. */
  readonly filtered: boolean;
  /** Say so when no dictionary has it (where nothing else on the page does). */
  readonly saysNone?: boolean;
}) {
  const m = useMessages();
  const f = useFormat();
  const everywhere = useQuery({
    ...searchQueryOptions({ q: view.q.trim(), type: 'exact', filter: '', start: 0, rows: ROWS }),
    enabled: filtered,
  });
  const q = <bdi>{view.q}</bdi>;
  const dictionaries = new Set(everywhere.data?.results.map((result) => result.db) ?? []).size;
  if (!filtered || dictionaries === 0) {
    if (!saysNone) return null;
    return (
      <p>
        <Pieces of={m.search.notExactly({ q })} />
      </p>
    );
  }
  return (
    <p className="elsewhere-note">
      <Pieces of={m.search.notInChosen({ q, n: dictionaries, count: f.count(dictionaries) })} />{' '}
      <Link to={searchHref({ ...view, type: 'exact', db: [], page: 1 })}>{m.search.showInOthers}</Link>
    </p>
  );
}
