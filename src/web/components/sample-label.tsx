import type { DbName } from '../../shared/catalog';
import { useDbCredit } from '../connection/service-credits';
import { useMessages } from '../i18n/language-context';

/**
 * «Sample» beside a dictionary's name wherever a reader meets its entries, while the service says
 * it holds our own sample text: nobody should take a sample for Moein. Nothing for real data, or
 * against a service that sent no credits.
 */
export function SampleLabel({ db, brief = false }: { readonly db: DbName | undefined; readonly brief?: boolean }) {
  const m = useMessages();
  const credit = useDbCredit(db);
  if (credit?.sample !== true) return null;
  // Said in full to a screen reader and on hover: the short label alone could read as a rating.
  return (
    <span className="sample-label" title={m.components.sampleNote}>
      {m.components.sample}
      {/* In a chip, the button's name stays short: the about page says the rest. */}
      {brief ? null : <span className="visually-hidden"> ({m.components.sampleNote})</span>}
    </span>
  );
}
