import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dbInfo, type DbName } from '../../../../shared/catalog';
import type { WordView } from '../../../../shared/reading/reading-view';
import { wordPath } from '../../../../shared/routes';
import { BidiText } from '../../../components/bidi-text';
import { MixedText } from '../../../components/mixed-text';
import { persianDigitsInText } from '../../../../shared/digits';
import { dirOf, headwordLang, meaningLang } from '../../../text/text-lang';
import { addBookmark } from '../../library/model/library-words';
import { headwordsToShow } from '../model/headword-order';
import { sentenceAround } from '../model/sentence';
import { Pronunciation } from '../../../components/pronunciation';
import { ListenButton } from '../../../components/listen-button';
import { SampleLabel } from '../../../components/sample-label';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

interface WordPopoverProps {
  readonly text: string;
  readonly word: WordView;
  readonly chosenDbs: readonly DbName[];
  /** The piece of the word it opened on, and the box it is placed in. */
  readonly anchor: HTMLElement;
  readonly box: HTMLElement;
  readonly saved: boolean;
  readonly onClose: () => void;
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

/** The gap between the word and the popover, in pixels. */
const GAP = 4;

/** The height of a line of the text the word stands in, in pixels. */
function lineHeight(anchor: HTMLElement, wordRect: DOMRect): number {
  const style = getComputedStyle(anchor);
  const line = Number.parseFloat(style.lineHeight);
  if (Number.isNaN(line)) return wordRect.height;
  // A bare number is a multiple of the font size (browsers resolve it to pixels; not every DOM does).
  return style.lineHeight.endsWith('px') ? line : line * Number.parseFloat(style.fontSize);
}

/**
 * Its start edge at the word's (RTL: right), kept inside the box; above the word where the screen
 * has room, else below the line after it, so the line the reader goes on to stays in view.
 */
function place(popover: HTMLElement, anchor: HTMLElement, box: HTMLElement): void {
  const boxRect = box.getBoundingClientRect();
  const wordRect = anchor.getBoundingClientRect();
  const fromRight = boxRect.right - wordRect.right;
  const right = Math.max(0, Math.min(fromRight, boxRect.width - popover.offsetWidth));
  const height = popover.offsetHeight;
  const above = wordRect.top - GAP - height >= 0;
  const top = above
    ? wordRect.top - boxRect.top - GAP - height
    : wordRect.bottom - boxRect.top + lineHeight(anchor, wordRect) + GAP;
  popover.style.top = `${top}px`;
  popover.style.right = `${right}px`;
}

/**
 * What a word of the reading means, beside it: a non-modal dialog with the headword, what the
 * form written is of it, the first sense of each dictionary and a link to the word page. All of it
 * came with the reading; nothing is asked when it opens.
 */
export function WordPopover({ text, word, chosenDbs, anchor, box, saved, onClose }: WordPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [status, setStatus] = useState<'' | 'savedWithSentence' | 'notSaved'>('');
  const m = useMessages();
  // The text came by address (a link, a share) when it is the address's: the library can link back.
  const [params] = useSearchParams();
  const addressed = params.get('text') === text;
  const shown = headwordsToShow(word.headwords, chosenDbs);
  const first = shown[0];

  useLayoutEffect(() => {
    const popover = ref.current;
    if (popover === null) return;
    place(popover, anchor, box);
    popover.focus({ preventScroll: true });
    popover.scrollIntoView?.({ block: 'nearest' });
  }, [anchor, box]);

  if (first === undefined) return null;

  function save(headword: NonNullable<typeof first>): void {
    const sentence = sentenceAround(text, word.start, word.end);
    const kept = addBookmark(headword, headword.meaning, undefined, sentence, addressed ? text : '');
    setStatus(kept ? 'savedWithSentence' : 'notSaved');
    // The button gives way to «in your library»: focus stays in the popover, not on the page.
    ref.current?.focus({ preventScroll: true });
  }

  return (
    <div ref={ref} className="word-popover" role="dialog" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className="word-popover__head">
        <h2 id={`${id}-title`} className="word-popover__title">
          <BidiText text={first.title} lang={headwordLang(first.db)} />
        </h2>
        <button type="button" className="word-popover__close" aria-label={m.read.close} onClick={onClose}>
          ×
        </button>
      </div>
      <Pronunciation pron={first.pron} className="word-popover__pron" />
      <ListenButton text={first.title} lang={headwordLang(first.db)} className="word-popover__listen" />
      {first.description === '' ? null : <p className="word-popover__form">{first.description}</p>}
      <ul className="word-popover__senses">
        {shown.map((headword) => (
          <li key={headword.db}>
            <span className="word-popover__db">{dbInfo(headword.db).label}</span>{' '}
            {headword.title === first.title ? null : (
              <>
                <BidiText text={headword.title} lang={headwordLang(headword.db)} />:{' '}
              </>
            )}
            <Meaning db={headword.db} text={headword.meaning} />
            <SampleLabel db={headword.db} brief />
          </li>
        ))}
      </ul>
      <div className="word-popover__actions">
        <Link className="button" to={wordPath(first.db, first.title, first.num)}>
          {m.read.wordPage}
        </Link>
        {saved ? (
          <span className="word-popover__saved">{m.read.inLibrary}</span>
        ) : (
          <button type="button" className="button" onClick={() => save(first)}>
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
