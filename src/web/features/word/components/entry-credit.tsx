import { Fragment } from 'react';
import { Link } from 'react-router';
import type { DbName } from '../../../../shared/catalog';
import type { DbSource } from '../../../../shared/credit-sources';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { LicenceName, namedSources, SourceName } from '../../../components/credit-names';
import { useDbCredit } from '../../../connection/service-credits';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/word-section';

/** «منبع: A؛ پروانه: L. »: one source, its licence after it. */
function OneSource({ source }: { readonly source: DbSource }) {
  const m = useMessages();
  return (
    <>
      {source.name === '' ? null : (
        <>
          {m.word.source}
          <SourceName source={source} />
          {source.licence === '' ? m.word.sourceEnd : m.word.sourceThenLicence}
        </>
      )}
      {source.licence === '' ? null : (
        <>
          {m.word.licence}
          <LicenceName source={source} />.{' '}
        </>
      )}
    </>
  );
}

/** «منبع‌ها: A (پروانه: L)؛ B (پروانه: M). »: a dictionary built from several sources names each. */
function Sources({ sources }: { readonly sources: readonly DbSource[] }) {
  const m = useMessages();
  return (
    <>
      {m.word.sources}
      {sources.map((source, index) => (
        <Fragment key={`${source.name}|${source.via}`}>
          {index > 0 ? m.word.sourceThenLicence : null}
          {source.name === '' ? null : <SourceName source={source} />}
          {source.licence === '' ? null : (
            <>
              {' ('}
              {m.word.licence}
              <LicenceName source={source} />)
            </>
          )}
        </Fragment>
      ))}
      {m.word.sourceEnd}
    </>
  );
}

/**
 * Under every entry: where its dictionary's text comes from and under what licence, as the service
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
  const sources = namedSources(credit);
  const [only] = sources;
  if (only === undefined) return null;
  return (
    <p className="entry__credit">
      {sources.length === 1 ? <OneSource source={only} /> : <Sources sources={sources} />}
      {about}
    </p>
  );
}
