import { Link } from 'react-router';
import { dbInfo, toDbName } from '../../../../shared/catalog';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { wordPath } from '../../../lib/paths';
import { toPersianDigits } from '../../../lib/persian-digits';
import { dirOf, headwordLang, meaningLang } from '../../../lib/text-lang';

/** One entry: headword (in its own script, isolated), dictionary, pronunciation, shortened meaning. */
export function ResultItem({ result }: { readonly result: SearchResult }) {
  // en2fa entries of the public service carry the headword only in title_en.
  const title = result.title || result.title_en;
  const titleLang = headwordLang(result.db);
  const textLang = meaningLang(result.db);
  const db = toDbName(result.db);
  return (
    <li className="result">
      <div className="result__head">
        <h2 className="result__title">
          <Link to={wordPath(result.db, title, result.num)}>
            <bdi lang={titleLang} dir={dirOf(titleLang)}>
              {title}
            </bdi>
          </Link>
        </h2>
        <span className="result__source" title={result.source}>
          {db ? dbInfo(db).label : result.source}
        </span>
        {result.pron ? (
          <bdi className="result__pron" dir="auto">
            {result.pron}
          </bdi>
        ) : null}
      </div>
      {/* The shortened meaning is plain text by contract; React escapes it. Persian meanings show
          Persian digits, as the word page does. */}
      <p className="result__text" lang={textLang} dir={dirOf(textLang)}>
        {textLang === 'fa' ? toPersianDigits(result.text) : result.text}
      </p>
    </li>
  );
}
