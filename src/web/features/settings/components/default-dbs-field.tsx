import { useEffect, useId, useState } from 'react';
import { DB_GROUPS, dbGroupLabel, dbLabel, dbsInGroup, type DbName } from '../../../../shared/catalog';
import { saveDefaultDbs, useDefaultDbs } from '../../../preferences/default-dbs';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import { movedDb, withDb } from '../model/db-order';
import { DbOrderList } from './db-order-list';
import '../../../i18n/settings-section';

/**
 * Which dictionaries a search asks when the reader picks none there, and in what order (the
 * order is the results' priority). Saved at once; none chosen means all 22.
 */
export function DefaultDbsField() {
  const order = useDefaultDbs();
  const id = useId();
  const m = useMessages();
  const format = useFormat();
  const language = useLanguage();
  const [said, setSaid] = useState('');
  const [moved, setMoved] = useState<{ readonly db: DbName; readonly by: -1 | 1 } | undefined>(undefined);

  // A moved row's button keeps the focus (React may move its row's element, which blurs it).
  useEffect(() => {
    if (moved === undefined) return;
    const button = document.getElementById(`${id}-${moved.db}-${moved.by}`);
    const other = document.getElementById(`${id}-${moved.db}-${-moved.by}`);
    (button instanceof HTMLButtonElement && !button.disabled ? button : other)?.focus();
  }, [id, moved, order]);

  function move(db: DbName, by: -1 | 1): void {
    const next = movedDb(order, db, by);
    saveDefaultDbs(next);
    setMoved({ db, by });
    setSaid(
      m.settings.movedTo({
        name: dbLabel(db, language),
        place: format.digits(next.indexOf(db) + 1),
        count: format.digits(next.length),
      }),
    );
  }

  return (
    <section className="card settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.settings.defaultDbs}</h2>
      <p className="field__hint">{m.settings.defaultDbsHint}</p>
      <DbOrderList idPrefix={id} order={order} onMove={move} />
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {DB_GROUPS.map((group) => (
        <fieldset key={group} className="settings__dbs">
          <legend>{dbGroupLabel(group, language)}</legend>
          {dbsInGroup(group).map((db) => (
            <label key={db} className="choice__option">
              <input
                type="checkbox"
                className="choice-box"
                checked={order.includes(db)}
                onChange={(event) => {
                  setMoved(undefined);
                  saveDefaultDbs(withDb(order, db, event.target.checked));
                }}
              />
              {dbLabel(db, language)}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
