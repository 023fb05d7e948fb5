import { useId } from 'react';
import { toPersianDigits } from '../../../text/persian-digits';
import { ROWS_CHOICES, toRows, type Rows } from '../model/search-url';

export function RowsSelect({ value, onChange }: { readonly value: Rows; readonly onChange: (rows: Rows) => void }) {
  const id = useId();
  return (
    <div className="rows-select">
      <label htmlFor={id}>نتیجه در هر صفحه</label>
      <select id={id} value={value} onChange={(event) => onChange(toRows(event.target.value))}>
        {ROWS_CHOICES.map((rows) => (
          <option key={rows} value={rows}>
            {toPersianDigits(rows)}
          </option>
        ))}
      </select>
    </div>
  );
}
