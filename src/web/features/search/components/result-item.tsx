import { useState } from 'react';
import { Link } from 'react-router';
import { dbLabel, toDbName } from '../../../../shared/catalog';
import { exactKey } from '../../../../shared/persian/normalise';
import { looseWords } from '../../../../shared/persian/function-words';
import { searchTypeInfo, type SearchType } from '../../../../shared/search-types';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { ARROW_ITEM_ATTR } from '../../../shortcuts/keys';
import { wordPath } from '../../../../shared/routes';
import { persianDigitsInText } from '../../../../shared/digits';
import { dirOf, displayTitle, headwordLang, meaningLang, sourceName } from '../../../text/text-lang';
import { MixedText } from '../../../components/mixed-text';
import { translatesIntoPersian } from '../../../text/translations';
import { Translations } from './translations';
import type { annotate } from './result-annotations';
import { SampleLabel } from '../../../components/sample-label';
import { BandLabel } from '../../../components/band-label';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';

interface ResultItemProps {
  readonly result: SearchResult;
  /** The search that found it, for the annotations of `ava` and `text` hits. */
  readonly q: string;
  readonly type: SearchType;
  readonly annotate?: typeof annotate | undefined;
  /** Another entry of the same dictionary and headword is on this page: name this one's sense. */
  readonly sameTitleShown?: boolean;
  /** A loose meaning search's hit (`partial`): q's function words are neither marked here nor on its page. */
  readonly partial?: boolean;
}

/** One entry: headword (in its own script, isolated), dictionary, pronunciation, shortened meaning. */
export function ResultItem({ result, q, type, annotate, sameTitleShown = false, partial = false }: ResultItemProps) {
  const language = useLanguage();
  const m = useMessages();
  const f = useFormat();
  const title = displayTitle(result);
  const titleLang = headwordLang(result.db);
  const textLang = meaningLang(result.db);
  const db = toDbName(result.db);
  // Persian meanings show Persian digits (but in Latin words: H2O), as the word page does; the swap keeps every offset.
  const text = textLang === 'fa' ? persianDigitsInText(result.text) : result.text;
  const dirs = { title: dirOf(titleLang), text: dirOf(textLang) };
  const shown = annotate?.(title, text, q, type, dirs, m, partial);
  // Set by the tap that opens the word page; the item goes when that page shows.
  const [opening, setOpening] = useState(false);
  return (
    <li className={opening ? 'result result--opening' : 'result'}>
      <div className="result__head">
        <h2 className="result__title">
          <Link
            // A reverse-dictionary hit opens with the searched words marked in the full meaning.
            // An exact hit under another headword («آب» for «آب‌ها») tells its page which form was asked.
            to={wordPath(
              result.db,
              title,
              result.num,
              searchTypeInfo(type).matches !== 'meaning' ? '' : partial ? looseWords(q).join(' ') : q,
              type === 'exact' && exactKey(q) !== exactKey(title) ? q.trim() : '',
            )}
            {...{ [ARROW_ITEM_ATTR]: '' }}
            onClick={(event) => setOpening(!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))}
          >
            <bdi lang={titleLang} dir={dirs.title}>
              {shown ? shown.title : <MixedText text={title} dir={dirs.title} />}
            </bdi>
            {/* Same-headword entries are told apart by their sense number, in the link's own name. */}
            {sameTitleShown || result.num > 1 ? <span className="result__sense"> {f.digits(result.num)}</span> : null}
          </Link>
        </h2>
        <span className="result__source" title={sourceName(result, language)}>
          {db ? dbLabel(db, language) : result.source}
        </span>
        <SampleLabel db={db} />
        <BandLabel band={result.band} />
        {result.pron ? (
          <bdi className="result__pron" dir="auto">
            {result.pron}
          </bdi>
        ) : null}
        {shown?.note ? <span className="result__sound">{shown.note}</span> : null}
      </div>
      {/* The shortened meaning is plain text by contract; React escapes it. */}
      <p className="result__text" lang={textLang} dir={dirs.text}>
        {shown ? (
          shown.text
        ) : translatesIntoPersian(result.db) ? (
          <Translations text={text} dir={dirs.text} />
        ) : (
          <MixedText text={text} dir={dirs.text} />
        )}
      </p>
      {shown?.further ? <p className="result__further">{m.search.further}</p> : null}
    </li>
  );
}
