import { Link } from 'react-router';
import type { DbName } from '../../../../shared/catalog';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { LicenceName, SourceName } from '../../../components/credit-names';
import { useDbCredit } from '../../../connection/service-credits';

/**
 * Under every entry: where its dictionary's text comes from and its licence, as the service
 * credits it, or that it is our own sample. Nothing when the service named no source (another v3
 * service, or an operator's import that named none).
 */
export function EntryCredit({ db }: { readonly db: DbName | undefined }) {
  const credit = useDbCredit(db);
  if (credit === undefined) return null;
  const about = <Link to={ROUTE_PATTERNS.about}>دربارهٔ فرهنگ‌ها و منبع‌هایشان</Link>;
  if (credit.sample) {
    return (
      <p className="entry__credit">این مدخل از نمونه‌ای است که خود فرهنگ نوشته است، نه از متن این فرهنگ. {about}</p>
    );
  }
  if (credit.name === '' && credit.licence === '') return null;
  return (
    <p className="entry__credit">
      {credit.name === '' ? null : (
        <>
          منبع: <SourceName credit={credit} />
          {credit.licence === '' ? '. ' : '؛ '}
        </>
      )}
      {credit.licence === '' ? null : (
        <>
          پروانه: <LicenceName credit={credit} />.{' '}
        </>
      )}
      {about}
    </p>
  );
}
