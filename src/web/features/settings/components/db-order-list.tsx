import { dbLabel, type DbName } from '../../../../shared/catalog';
import { useLanguage, useMessages } from '../../../i18n/language-context';
import { useCredits } from '../../../connection/service-credits';
import '../../../i18n/settings-section';

/** The chosen dictionaries in their order, each with a button to move it up and one down. */
export function DbOrderList({
  idPrefix,
  order,
  onMove,
}: {
  /** Prefix of the buttons' ids, so a moved row's button can be found to keep the focus. */
  readonly idPrefix: string;
  readonly order: readonly DbName[];
  readonly onMove: (db: DbName, by: -1 | 1) => void;
}) {
  const m = useMessages();
  const language = useLanguage();
  const samplesAfter = [...(useCredits()?.values() ?? [])].some((credit) => credit.sample);
  if (order.length === 0) {
    return <p className="settings__all-dbs">{samplesAfter ? m.settings.allDbsSamplesLast : m.settings.allDbs}</p>;
  }
  return (
    <ol className="settings__order" aria-label={m.settings.dbOrder}>
      {order.map((db, at) => {
        const label = dbLabel(db, language);
        return (
          <li key={db} className="settings__order-row">
            <span className="settings__order-name">{label}</span>
            <button
              id={`${idPrefix}-${db}--1`}
              type="button"
              className="button button--quiet"
              aria-label={m.settings.moveUp({ name: label })}
              disabled={at === 0}
              onClick={() => onMove(db, -1)}
            >
              ↑
            </button>
            <button
              id={`${idPrefix}-${db}-1`}
              type="button"
              className="button button--quiet"
              aria-label={m.settings.moveDown({ name: label })}
              disabled={at === order.length - 1}
              onClick={() => onMove(db, 1)}
            >
              ↓
            </button>
          </li>
        );
      })}
    </ol>
  );
}
