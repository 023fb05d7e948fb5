import { useId, useState, type ReactNode, type Ref } from 'react';
import { dbLabel, type DbName } from '../../../../shared/catalog';
import type { WordView } from '../../../../shared/reading/reading-view';
import { BidiText } from '../../../components/bidi-text';
import { MixedText } from '../../../components/mixed-text';
import { persianDigitsInText } from '../../../../shared/digits';
import { dirOf, headwordLang, meaningLang } from '../../../text/text-lang';
import { headwordsToShow, type ShownHeadword } from '../model/headword-order';
import { Pronunciation } from '../../../components/pronunciation';
import { ListenButton } from '../../../components/listen-button';
import { SampleLabel } from '../../../components/sample-label';
import { BandLabel } from '../../../components/band-label';
import { ExampleSentence } from '../../../components/example-sentence';
import { ThesaurusGlance } from './thesaurus-glance';
import { useLanguage, useMessages } from '../../../i18n/language-context';
import { useDescribe } from '../../../i18n/use-describe';
import '../../../i18n/read-section';

export interface WordPopoverViewProps {
  readonly word: WordView;
  readonly chosenDbs: readonly DbName[];
  readonly saved: boolean;
  /** Keeps the headword with its sentence; false when the browser had no room for it. */
  readonly onSave: (headword: ShownHeadword) => boolean;
  readonly onClose: () => void;
  /** The link to the headword's page, as the front end that draws the popover makes it. */
  readonly wordLink: (headword: ShownHeadword) => ReactNode;
  readonly ref?: Ref<HTMLDivElement>;
}

/**
 * A first sense in its dictionary's language and direction (not `auto`: an English–Persian sense
 * opens with «(n.)» and would be laid out left to right), other-direction runs isolated.
 */
function Meaning({ db, text }: { readonly db: DbName; readonly text: string }) {
  const lang = meaningLang(db);
  const dir = dirOf(lang);
  return (
    <span lang={lang} dir={dir}>
      <MixedText text={persianDigitsInText(text)} dir={dir} />
    </span>
  );
}

/**
 * What a word means, as both front ends draw it — the reading page beside its word, the browser
 * extension on any page: a non-modal dialog named by the headword, with its pronunciation, how
 * common it is, what the form written is of it, the first sense of each dictionary (the reader's
 * first), one example sentence, a link to the word page and «save with sentence». Props only: placing it, the link and the saving are the
 * front end's. Nothing is asked when it opens: all of it came with the reading.
 */
export function WordPopoverView({ word, chosenDbs, saved, onSave, onClose, wordLink, ref }: WordPopoverViewProps) {
  const [status, setStatus] = useState<'' | 'savedWithSentence' | 'notSaved'>('');
  const m = useMessages();
  const describe = useDescribe();
  const language = useLanguage();
  const titleId = `${useId()}-title`;
  const shown = headwordsToShow(word.headwords, chosenDbs);
  const first = shown[0];
  if (first === undefined) return null;

  return (
    <div ref={ref} className="word-popover" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <div className="word-popover__head">
        <h2 id={titleId} className="word-popover__title">
          <BidiText text={first.title} lang={headwordLang(first.db)} />
        </h2>
        <button type="button" className="word-popover__close" aria-label={m.read.close} onClick={onClose}>
          ×
        </button>
      </div>
      <Pronunciation pron={first.pron} className="word-popover__pron" />
      <BandLabel band={first.band} className="word-popover__band" />
      <ListenButton text={first.title} lang={headwordLang(first.db)} className="word-popover__listen" />
      {first.description.length === 0 ? null : (
        <p className="word-popover__form">{describe(first.title, first.description)}</p>
      )}
      <ul className="word-popover__senses">
        {shown.map((headword) => (
          <li key={headword.db}>
            <span className="word-popover__db">{dbLabel(headword.db, language)}</span>{' '}
            {headword.title === first.title ? null : (
              <>
                <BidiText text={headword.title} lang={headwordLang(headword.db)} />:{' '}
              </>
            )}
            {headword.db === 'motaradef' ? (
              <ThesaurusGlance meaning={headword.meaning} />
            ) : (
              <Meaning db={headword.db} text={headword.meaning} />
            )}
            <SampleLabel db={headword.db} brief />
          </li>
        ))}
      </ul>
      {first.example === undefined ? null : (
        <div className="word-popover__example">
          <ExampleSentence example={first.example} linked={false} />
        </div>
      )}
      <div className="word-popover__actions">
        {wordLink(first)}
        {saved ? (
          <span className="word-popover__saved">{m.read.inLibrary}</span>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => setStatus(onSave(first) ? 'savedWithSentence' : 'notSaved')}
          >
            {m.read.saveWithSentence}
          </button>
        )}
      </div>
      <p className="word-popover__status" role="status">
        {status === '' ? '' : m.read[status]}
      </p>
    </div>
  );
}
