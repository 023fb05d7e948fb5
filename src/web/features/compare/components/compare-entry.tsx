import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { DbName } from '../../../../shared/catalog';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { CUT_MARKER } from '../../../../shared/wire/snippet';
import { BidiText } from '../../../components/bidi-text';
import { MixedText } from '../../../components/mixed-text';
import { Pronunciation } from '../../../components/pronunciation';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { wordPath } from '../../../../shared/routes';
import { persianDigitsInText } from '../../../../shared/digits';
import { dirOf, displayTitle, headwordLang, meaningLang } from '../../../text/text-lang';
import { wordOptions } from '../../../api/word-query';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/compare-section';

interface CompareEntryProps {
  readonly baseUrl: string;
  /** The column's dictionary (the entry's own `db`). */
  readonly db: DbName;
  readonly entry: SearchResult;
  readonly source: string;
  /** Show the entry's number: its dictionary has more than one entry for the word. */
  readonly numbered: boolean;
  /** Fetch the full meaning now (a column's first entry); the others wait for the reader. */
  readonly fullAtOnce: boolean;
}

/**
 * One entry in a column. The first entry of each column shows its full meaning; the others show
 * the service's snippet and fetch the full meaning on request, so a page of sixteen columns asks
 * for sixteen meanings, not every entry's.
 */
export function CompareEntry({ baseUrl, db, entry, source, numbered, fullAtOnce }: CompareEntryProps) {
  const m = useMessages();
  const f = useFormat();
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const cut = entry.text.endsWith(CUT_MARKER);
  const title = displayTitle(entry);
  return (
    <article className="compare-entry" aria-labelledby={titleId}>
      <h3 id={titleId} className="compare-entry__title">
        <BidiText text={title} lang={headwordLang(entry.db)} />
        {numbered ? <span className="compare-entry__num"> ({f.digits(entry.num)})</span> : null}
      </h3>
      <Pronunciation pron={entry.pron} className="compare-entry__pron" />
      {fullAtOnce ? (
        <FullMeaning baseUrl={baseUrl} db={db} entry={entry} />
      ) : expanded ? (
        // The button the reader pressed is gone with the snippet: the meaning it brought takes the
        // focus, or a keyboard reader would be thrown back to the top of the page. Named as the
        // button was, so a screen reader says where the focus landed.
        <div
          role="group"
          aria-label={`${m.compare.fullMeaning} ${m.compare.inSource({ title, source })}`}
          tabIndex={-1}
          ref={takeFocus}
        >
          <FullMeaning baseUrl={baseUrl} db={db} entry={entry} />
        </div>
      ) : (
        <>
          <Snippet entry={entry} />
          {cut ? (
            <button type="button" className="link-button" onClick={() => setExpanded(true)}>
              {m.compare.fullMeaning} <span className="visually-hidden">{m.compare.inSource({ title, source })}</span>
            </button>
          ) : null}
        </>
      )}
      <Link className="compare-entry__link" to={wordPath(db, title, entry.num)}>
        {m.compare.entryPage} <span className="visually-hidden">{m.compare.inSource({ title, source })}</span>
      </Link>
    </article>
  );
}

/** A ref that focuses its element once, when it is put on the page (module scope, so it is never called again). */
function takeFocus(node: HTMLElement | null): void {
  node?.focus();
}

/** The service's snippet; `busy` while the full meaning it stands in for is on its way. */
function Snippet({ entry, busy = false }: { readonly entry: SearchResult; readonly busy?: boolean }) {
  const lang = meaningLang(entry.db);
  return (
    <p className="compare-entry__meaning" lang={lang} dir={dirOf(lang)} aria-busy={busy || undefined}>
      <MixedText text={lang === 'fa' ? persianDigitsInText(entry.text) : entry.text} dir={dirOf(lang)} />
    </p>
  );
}

/**
 * The full meaning, sanitised; the snippet stands in while it comes or if it cannot. It is the word
 * page's own query, so «صفحهٔ مدخل» opens on the meaning already here.
 */
function FullMeaning({ baseUrl, db, entry }: Pick<CompareEntryProps, 'baseUrl' | 'db' | 'entry'>) {
  const m = useMessages();
  const query = useQuery(wordOptions(baseUrl, { db, title: displayTitle(entry), num: entry.num }));
  if (query.data) {
    const lang = meaningLang(entry.db);
    return (
      <SanitizedHtml
        className="compare-entry__meaning"
        html={query.data.text}
        lang={lang}
        dir={dirOf(lang)}
        persianDigits={lang === 'fa'}
      />
    );
  }
  return (
    <>
      <Snippet entry={entry} busy={query.isFetching} />
      {query.isError ? (
        <p className="compare-entry__note">
          {m.compare.fullFailed}{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {m.errors.retry}
          </button>
        </p>
      ) : null}
    </>
  );
}
