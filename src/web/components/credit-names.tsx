import type { DbCredit } from '../../shared/catalog';
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

/** «Wiktionary contributors (via Wiktextract)», its names linked where the credit gives addresses. */
export function SourceName({ credit }: { readonly credit: DbCredit }) {
  const m = useMessages();
  return (
    <>
      <Named text={credit.name} url={credit.url} rel="noreferrer" />
      {credit.via === '' ? null : (
        <>
          {' '}
          <Pieces of={m.components.via({ tool: <Named text={credit.via} url={credit.viaUrl} rel="noreferrer" /> })} />
        </>
      )}
    </>
  );
}

/** The licence's name, linked to its text. */
export function LicenceName({ credit }: { readonly credit: DbCredit }) {
  return <Named text={credit.licence} url={credit.licenceUrl} rel="license noreferrer" />;
}
