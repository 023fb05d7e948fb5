import { useId } from 'react';
import { dbGroupLabel, dbLabel, dbSource, dbsInGroup, type DbGroup, type DbName } from '../../../../shared/catalog';
import { groupPressed, toggleDb, toggleGroup } from '../model/db-selection';
import type { DbSelection } from '../model/search-url';
import { SampleLabel } from '../../../components/sample-label';
import { creditLine } from '../../../components/credit-names';
import { useCredits } from '../../../connection/service-credits';
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
  const credits = useCredits();
  // A chip is a button, so no link can stand in it: its title names the sources and licences.
  const titleOf = (db: DbName): string => {
    const credit = credits?.get(db);
    const line =
      credit === undefined || credit.sample
        ? ''
        : creditLine(credit, (tool) => m.components.via({ tool }).join(''), m.components.sourcesBetween);
    return line === '' ? dbSource(db, language) : `${dbSource(db, language)} — ${line}`;
  };
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
                title={titleOf(db)}
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
