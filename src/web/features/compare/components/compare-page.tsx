import '../compare.css';
import { useNavigate, useSearchParams } from 'react-router';
import { fitsTextLength, MAX_TEXT_LENGTH } from '../../../../shared/wire/text-length';
import { usePageTitle } from '../../../components/page-title';
import { useSettings } from '../../../connection/settings-store';
import { compareHref, parseCompareView } from '../model/compare-url';
import { CompareForm } from './compare-form';
import { CompareResults } from './compare-results';
import { DbPicker } from './db-picker';
import { useFormat, useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';
import type { Messages } from '../../../i18n/messages-fa';
import { type Formatters } from '../../../i18n/format';
import '../../../i18n/compare-section';

/** What keeps a word from being compared at all, in the reader's words; undefined when nothing does. */
function wordProblem(word: string, m: Messages, f: Formatters): string | undefined {
  if (word === '') return m.compare.enterWord;
  if (!fitsTextLength(word)) return m.compare.tooLong({ count: f.count(MAX_TEXT_LENGTH) });
  return undefined;
}

/**
 * `/compare?word=…&db=…` — one headword in the chosen dictionaries side by side, the dialects as
 * its regional forms. Every choice the reader makes is a navigation, so the address is shareable.
 */
export function ComparePage() {
  const m = useMessages();
  const f = useFormat();
  const { baseUrl } = useSettings();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseCompareView(params);
  const problem = wordProblem(view.word, m, f);
  usePageTitle(problem === undefined ? m.compare.pageTitleOf({ word: view.word }) : m.compare.pageTitle);

  return (
    <div className="compare">
      <h1 className="compare__title">
        {problem === undefined ? (
          <Pieces of={m.compare.headingOf({ word: <bdi>{view.word}</bdi> })} />
        ) : (
          m.compare.pageTitle
        )}
      </h1>
      <div className="compare__controls">
        <CompareForm word={view.word} onSubmit={(word) => void navigate(compareHref(word, view.dbs))} />
        <DbPicker selection={view.dbs} onChange={(dbs) => void navigate(compareHref(view.word, dbs))} />
      </div>
      {view.unknown.length > 0 ? (
        <p className="notice" role="status">
          {m.compare.unknownNames}
          <bdi dir="ltr">{view.unknown.join(m.compare.listJoin)}</bdi>
        </p>
      ) : null}
      {problem !== undefined ? (
        <p className="compare__prompt">{problem}</p>
      ) : view.dbs.length === 0 ? (
        <p className="compare__prompt">{m.compare.pickOne}</p>
      ) : (
        <CompareResults baseUrl={baseUrl} word={view.word} dbs={view.dbs} />
      )}
    </div>
  );
}
