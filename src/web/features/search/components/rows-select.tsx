import { useId } from 'react';
import { ROWS_CHOICES, toRows, type Rows } from '../model/search-url';
import { useFormat, useMessages } from '../../../i18n/language-context';

export function RowsSelect({ value, onChange }: { readonly value: Rows; readonly onChange: (rows: Rows) => void }) {
  const m = useMessages();
  const f = useFormat();
  const id = useId();
  return (
    <div className="rows-select">
      <label htmlFor={id}>{m.search.rowsPerPage}</label>
      <select id={id} value={value} onChange={(event) => onChange(toRows(event.target.value))}>
        {ROWS_CHOICES.map((rows) => (
          <option key={rows} value={rows}>
            {f.digits(rows)}
          </option>
        ))}
      </select>
    </div>
  );
}
