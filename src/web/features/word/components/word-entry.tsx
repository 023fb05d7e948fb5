import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WordEntry as Entry } from '../../../../shared/wire/schemas';
import { BidiText } from '../../../components/bidi-text';
import { Pronunciation } from '../../../components/pronunciation';
import { ListenButton } from '../../../components/listen-button';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { withHighlight } from '../../../../shared/routes';
import { dirOf, displayTitle, headwordLang, meaningLang, sourceName } from '../../../text/text-lang';
import { PrintAddress } from './print-address';
import { translatesIntoPersian } from '../../../text/translations';
import { useTranslationLinks } from './use-translation-links';
import { EntryActions } from './entry-actions';
import { EntryCredit } from './entry-credit';
import { SampleLabel } from '../../../components/sample-label';
import { BandLabel } from '../../../components/band-label';
import { toDbName } from '../../../../shared/catalog';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';
import '../../../i18n/word-section';

export function WordEntryCard({
  entry,
  num,
  path,
  library,
  highlight = '',
}: {
  readonly entry: Entry;
  readonly num: number;
  readonly path: string;
  /** The word in the reader's library (look-ups, bookmark), under the actions. */
  readonly library?: ReactNode;
  /** Words of a reverse-dictionary search to mark in the meaning (`?hl=` of the address). */
  readonly highlight?: string;
}) {
  const m = useMessages();
  const f = useFormat();
  const source = sourceName(entry, useLanguage());
  const title = displayTitle(entry);
  const meaning = meaningLang(entry.db);
  const marking = highlight.trim();
  const db = toDbName(entry.db);
  const meaningRef = useRef<HTMLDivElement>(null);
  useTranslationLinks(meaningRef);
  return (
    <article className="card entry" aria-labelledby="entry-title">
      <div className="entry__head">
        <h1 id="entry-title" className="entry__title">
          <BidiText text={title} lang={headwordLang(entry.db)} />
        </h1>
        <Pronunciation pron={entry.pron} className="entry__pron" />
        <ListenButton text={title} lang={headwordLang(entry.db)} />
        {entry.title_en && entry.title_en !== title ? (
          <p className="entry__title-en">
            <BidiText text={entry.title_en} lang="en" />
          </p>
        ) : null}
        <p className="entry__source">
          <span className="chip">{source}</span>
          <SampleLabel db={db} />
          <BandLabel band={entry.band} />
          {num > 1 ? <span className="chip chip--quiet">{m.word.entryNumber({ num: f.digits(num) })}</span> : null}
        </p>
      </div>
      <div ref={meaningRef}>
        <SanitizedHtml
          className="entry__meaning"
          html={entry.text}
          lang={meaning}
          dir={dirOf(meaning)}
          persianDigits={meaning === 'fa'}
          highlight={marking}
          translations={translatesIntoPersian(entry.db)}
        />
      </div>
      {marking !== '' ? (
        <p className="entry__marked">
          <Pieces of={m.word.marked({ marking: <bdi>{marking}</bdi> })} />
          <Link to={path} replace>
            {m.word.unmark}
          </Link>
        </p>
      ) : null}
      <EntryCredit db={db} />
      <PrintAddress />
      {/* The link shared is the address shown, marks included. */}
      <EntryActions path={withHighlight(path, marking)} shareTitle={`${title} — ${source}`} />
      {library}
    </article>
  );
}
