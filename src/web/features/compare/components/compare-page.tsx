import '../compare.css';
import { useNavigate, useSearchParams } from 'react-router';
import { fitsTextLength, MAX_TEXT_LENGTH } from '../../../../shared/wire/text-length';
import { usePageTitle } from '../../../components/page-title';
import { toPersianDigits } from '../../../text/persian-digits';
import { useSettings } from '../../../connection/settings-store';
import { compareHref, parseCompareView } from '../model/compare-url';
import { CompareForm } from './compare-form';
import { CompareResults } from './compare-results';
import { DbPicker } from './db-picker';

/** What keeps a word from being compared at all, in the reader's words; undefined when nothing does. */
function wordProblem(word: string): string | undefined {
  if (word === '') return 'واژه‌ای بنویسید تا معنی آن را در فرهنگ‌ها کنار هم ببینید.';
  if (!fitsTextLength(word)) {
    return `این واژه بلندتر از ${toPersianDigits(MAX_TEXT_LENGTH)} نویسه است؛ واژهٔ کوتاه‌تری بنویسید.`;
  }
  return undefined;
}

/**
 * `/compare?word=…&db=…` — one headword in the chosen dictionaries side by side, the dialects as
 * its regional forms. Every choice the reader makes is a navigation, so the address is shareable.
 */
export function ComparePage() {
  const { baseUrl } = useSettings();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseCompareView(params);
  const problem = wordProblem(view.word);
  usePageTitle(problem === undefined ? `مقایسهٔ «${view.word}»` : 'مقایسه در فرهنگ‌ها');

  return (
    <div className="compare">
      <h1 className="compare__title">
        {problem === undefined ? (
          <>
            «<bdi>{view.word}</bdi>» در فرهنگ‌ها
          </>
        ) : (
          'مقایسه در فرهنگ‌ها'
        )}
      </h1>
      <div className="compare__controls">
        <CompareForm word={view.word} onSubmit={(word) => void navigate(compareHref(word, view.dbs))} />
        <DbPicker selection={view.dbs} onChange={(dbs) => void navigate(compareHref(view.word, dbs))} />
      </div>
      {view.unknown.length > 0 ? (
        <p className="notice" role="status">
          این نام‌ها فرهنگی از این سرویس نیستند و کنار گذاشته شدند: <bdi dir="ltr">{view.unknown.join('، ')}</bdi>
        </p>
      ) : null}
      {problem !== undefined ? (
        <p className="compare__prompt">{problem}</p>
      ) : view.dbs.length === 0 ? (
        <p className="compare__prompt">دست‌کم یک فرهنگ را از فهرست «فرهنگ‌ها» برگزینید.</p>
      ) : (
        <CompareResults baseUrl={baseUrl} word={view.word} dbs={view.dbs} />
      )}
    </div>
  );
}
