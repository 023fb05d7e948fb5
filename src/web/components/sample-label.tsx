import type { DbName } from '../../shared/catalog';
import { useDbCredit } from '../connection/service-credits';

/** Said in full to a screen reader and on hover: the short label alone could read as a rating. */
export const SAMPLE_NOTE = 'متن نمونه‌ای که خود فرهنگ نوشته است، نه متن این فرهنگ';

/**
 * «نمونه» beside a dictionary's name wherever a reader meets its entries, while the service says
 * it holds our own sample text: nobody should take a sample for Moein. Nothing for real data, or
 * against a service that sent no credits.
 */
export function SampleLabel({ db, brief = false }: { readonly db: DbName | undefined; readonly brief?: boolean }) {
  const credit = useDbCredit(db);
  if (credit?.sample !== true) return null;
  return (
    <span className="sample-label" title={SAMPLE_NOTE}>
      نمونه
      {/* In a chip, the button's name stays short: the about page says the rest. */}
      {brief ? null : <span className="visually-hidden"> ({SAMPLE_NOTE})</span>}
    </span>
  );
}
