import type { Rows, SearchView } from '../model/search-url';
import { Pagination } from './pagination';
import { RowsSelect } from './rows-select';

/** Below the results: the page numbers and how many per page. */
export function ResultsFoot({
  view,
  lastPage,
  holdNext,
  onRowsChange,
}: {
  readonly view: SearchView;
  readonly lastPage: number;
  readonly holdNext: boolean;
  readonly onRowsChange: (rows: Rows) => void;
}) {
  return (
    <div className="search-results__foot">
      <Pagination view={view} lastPage={lastPage} holdNext={holdNext} />
      <RowsSelect value={view.rows} onChange={onRowsChange} />
    </div>
  );
}
