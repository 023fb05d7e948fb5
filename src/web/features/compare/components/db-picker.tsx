import { DB_GROUPS, DB_NAMES, dbGroupLabel, dbInfo, dbLabel, dbsInGroup, type DbName } from '../../../../shared/catalog';
import { toPersianDigits } from '../../../text/persian-digits';

interface DbPickerProps {
  /** Chosen dictionaries, in catalog order. */
  readonly selection: readonly DbName[];
  readonly onChange: (selection: readonly DbName[]) => void;
}

const GROUP_NOTES: Partial<Record<(typeof DB_GROUPS)[number], string>> = {
  dialect: 'گویش‌ها ستون نمی‌شوند: زیر «گونه‌های محلی» کنار هم می‌آیند.',
};

/**
 * The dictionaries to compare, as checkboxes in the catalog's four groups, folded behind a
 * disclosure so the columns stay in view. Each change is a new address.
 */
export function DbPicker({ selection, onChange }: DbPickerProps) {
  const chosen = new Set(selection);
  const toggle = (db: DbName) =>
    onChange(chosen.has(db) ? selection.filter((name) => name !== db) : [...selection, db]);
  return (
    <details className="db-picker">
      <summary className="db-picker__summary">
        فرهنگ‌ها ({toPersianDigits(selection.length)} از {toPersianDigits(DB_NAMES.length)})
      </summary>
      <div className="db-picker__groups">
        {DB_GROUPS.map((group) => (
          <fieldset key={group} className="db-picker__group">
            <legend>{dbGroupLabel(group, language)}</legend>
            {GROUP_NOTES[group] ? <p className="db-picker__note">{GROUP_NOTES[group]}</p> : null}
            <ul className="db-picker__chips">
              {dbsInGroup(group).map((db) => (
                <li key={db}>
                  <label className="db-picker__chip" title={dbInfo(db).source}>
                    <input type="checkbox" checked={chosen.has(db)} onChange={() => toggle(db)} />
                    {dbLabel(db, language)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
