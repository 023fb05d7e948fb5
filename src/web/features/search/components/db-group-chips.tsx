import { useId } from 'react';
import { dbGroupLabel, dbLabel, dbSource, dbsInGroup, type DbGroup } from '../../../../shared/catalog';
import { groupPressed, toggleDb, toggleGroup } from '../model/db-selection';
import type { DbSelection } from '../model/search-url';
import { SampleLabel } from '../../../components/sample-label';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';

interface DbGroupChipsProps {
  readonly group: DbGroup;
  readonly selection: DbSelection;
  readonly onChange: (selection: DbSelection) => void;
}

/** One group of dictionary chips under its own toggle. A chosen chip shows its priority. */
export function DbGroupChips({ group, selection, onChange }: DbGroupChipsProps) {
  const language = useLanguage();
  const m = useMessages();
  const f = useFormat();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="db-group">
      <button
        id={labelId}
        type="button"
        className="db-group__toggle"
        aria-pressed={groupPressed(selection, group)}
        onClick={() => onChange(toggleGroup(selection, group))}
      >
        {dbGroupLabel(group, language)}
      </button>
      <ul className="db-group__chips">
        {dbsInGroup(group).map((db) => {
          const rank = selection.indexOf(db);
          return (
            <li key={db}>
              <button
                type="button"
                className="db-chip"
                aria-pressed={rank >= 0}
                title={dbSource(db, language)}
                onClick={() => onChange(toggleDb(selection, db))}
              >
                {dbLabel(db, language)} <SampleLabel db={db} brief />
                {rank >= 0 ? (
                  <>
                    {' '}
                    <span className="visually-hidden">{m.search.priority}</span>{' '}
                    <span className="db-chip__rank">{f.digits(rank + 1)}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
