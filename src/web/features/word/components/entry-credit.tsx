import { Link } from 'react-router';
import type { DbName } from '../../../../shared/catalog';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { LicenceName, SourceName } from '../../../components/credit-names';
import { useDbCredit } from '../../../connection/service-credits';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/word-section';

/**
 * Under every entry: where its dictionary's text comes from and its licence, as the service
 * credits it, or that it is our own sample. Nothing when the service named no source (another v3
 * service, or an operator's import that named none).
 */
export function EntryCredit({ db }: { readonly db: DbName | undefined }) {
  const m = useMessages();
  const credit = useDbCredit(db);
  if (credit === undefined) return null;
  const about = <Link to={ROUTE_PATTERNS.about}>{m.word.aboutSources}</Link>;
  if (credit.sample) {
    return (
      <p className="entry__credit">
        {m.word.sampleEntry} {about}
      </p>
    );
  }
  if (credit.name === '' && credit.licence === '') return null;
  return (
    <p className="entry__credit">
      {credit.name === '' ? null : (
        <>
          {m.word.source}
          <SourceName credit={credit} />
          {credit.licence === '' ? m.word.sourceEnd : m.word.sourceThenLicence}
        </>
      )}
      {credit.licence === '' ? null : (
        <>
          {m.word.licence}
          <LicenceName credit={credit} />.{' '}
        </>
      )}
      {about}
    </p>
  );
}
