import { queryFolding } from '../../../../shared/persian/query-folding';
import { searchTypeInfo, type SearchType } from '../../../../shared/search-types';
import { Pieces } from '../../../components/pieces';
import { useMessages } from '../../../i18n/language-context';

/**
 * «Searched as …» — what the service actually compared, when its normaliser changed the query,
 * and why, so the reader sees that «كتاب» was searched as «کتاب». Nothing when it searched as typed.
 */
export function SearchedAs({ q, type }: { readonly q: string; readonly type: SearchType }) {
  const m = useMessages();
  const folding = queryFolding(q, searchTypeInfo(type).matches === 'meaning');
  if (!folding) return null;
  return (
    <p className="searched-as">
      <Pieces of={m.search.searchedAs({ text: <bdi dir="auto">{folding.searched}</bdi> })} />
      <span className="searched-as__why">
        {' — '}
        {folding.foldings.map((kind) => m.search.foldings[kind]).join(m.search.reasonJoin)}
      </span>
    </p>
  );
}
