import {
  DB_GROUPS,
  DB_NAMES,
  dbGroupLabel,
  dbLabel,
  dbSource,
  dbsInGroup,
  type DbName,
} from '../../../../shared/catalog';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/compare-section';

interface DbPickerProps {
  /** Chosen dictionaries, in catalog order. */
  readonly selection: readonly DbName[];
  readonly onChange: (selection: readonly DbName[]) => void;
}

/**
 * The dictionaries to compare, as checkboxes in the catalog's four groups, folded behind a
 * disclosure so the columns stay in view. Each change is a new address.
 */
export function DbPicker({ selection, onChange }: DbPickerProps) {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  // Said under the dialects' group: they are gathered elsewhere.
  const groupNotes: Partial<Record<(typeof DB_GROUPS)[number], string>> = { dialect: m.compare.dialectNote };
  const chosen = new Set(selection);
  const toggle = (db: DbName) =>
    onChange(chosen.has(db) ? selection.filter((name) => name !== db) : [...selection, db]);
  return (
    <details className="db-picker">
      <summary className="db-picker__summary">
        {m.compare.dictionaries({ chosen: f.digits(selection.length), all: f.digits(DB_NAMES.length) })}
      </summary>
      <div className="db-picker__groups">
        {DB_GROUPS.map((group) => (
          <fieldset key={group} className="db-picker__group">
            <legend>{dbGroupLabel(group, language)}</legend>
            {groupNotes[group] ? <p className="db-picker__note">{groupNotes[group]}</p> : null}
            <ul className="db-picker__chips">
              {dbsInGroup(group).map((db) => (
                <li key={db}>
                  <label className="db-picker__chip" title={dbSource(db, language)}>
                    <input
                      type="checkbox"
                      className="choice-box"
                      checked={chosen.has(db)}
                      onChange={() => toggle(db)}
                    />
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
