import type { DbCredit, DbSource } from '../../shared/credit-sources';
import { safeLink } from '../../shared/credits';
import { useMessages } from '../i18n/language-context';
import { Pieces } from './pieces';

/** A name, as a link when its address is a web address; `rel` says what it is to the reader's tools. */
function Named({ text, url, rel }: { readonly text: string; readonly url: string; readonly rel: string }) {
  const href = safeLink(url);
  const name = (
    <bdi lang="en" dir="ltr">
      {text}
    </bdi>
  );
  // Leaving for another site: no Referer, so it never learns which word was being read.
  return href === undefined ? (
    name
  ) : (
    <a href={href} rel={rel}>
      {name}
    </a>
  );
}

/** «Wiktionary contributors (via Wiktextract)», its names linked where the source gives addresses. */
export function SourceName({ source }: { readonly source: DbSource }) {
  const m = useMessages();
  return (
    <>
      <Named text={source.name} url={source.url} rel="noreferrer" />
      {source.via === '' ? null : (
        <>
          {' '}
          <Pieces of={m.components.via({ tool: <Named text={source.via} url={source.viaUrl} rel="noreferrer" /> })} />
        </>
      )}
    </>
  );
}

/** The licence's name, linked to its text. */
export function LicenceName({ source }: { readonly source: Pick<DbSource, 'licence' | 'licenceUrl'> }) {
  return <Named text={source.licence} url={source.licenceUrl} rel="license noreferrer" />;
}

/** A credit's sources that name someone or a licence: an operator's import may name neither. */
export function namedSources(credit: DbCredit): readonly DbSource[] {
  return credit.sources.filter((source) => source.name !== '' || source.licence !== '');
}

/** Each licence of a credit's sources once, in the order the sources name them. */
export function licencesOf(credit: DbCredit): Pick<DbSource, 'licence' | 'licenceUrl'>[] {
  const seen = new Map<string, Pick<DbSource, 'licence' | 'licenceUrl'>>();
  for (const { licence, licenceUrl } of credit.sources)
    if (licence !== '' && !seen.has(licence)) seen.set(licence, { licence, licenceUrl });
  return [...seen.values()];
}

/** A credit as one plain line, for a title where no link can stand: «A (via X); B — CC BY-SA 3.0; MIT». */
export function creditLine(credit: DbCredit, via: (tool: string) => string, separator: string): string {
  const names = namedSources(credit)
    .filter((source) => source.name !== '')
    .map((source) => (source.via === '' ? source.name : `${source.name} ${via(source.via)}`));
  const licences = licencesOf(credit).map((source) => source.licence);
  return [names.join(separator), licences.join(separator)].filter((part) => part !== '').join(' — ');
}
