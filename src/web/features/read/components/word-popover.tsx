import { useLayoutEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DbName } from '../../../../shared/catalog';
import type { WordView } from '../../../../shared/reading/reading-view';
import { wordPath } from '../../../../shared/routes';
import { addBookmark } from '../../library/model/library-words';
import { sentenceAround } from '../model/sentence';
import { useMessages } from '../../../i18n/language-context';
import { WordPopoverView } from './word-popover-view';
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
 * The reading page's popover: the shared view (word-popover-view.tsx) placed beside its word in
 * the box and focused, its link a route of the app, its saving into the library with the word's
 * sentence from the text read (and the text, when it came by address).
 */
export function WordPopover({ text, word, chosenDbs, anchor, box, saved, onClose }: WordPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const m = useMessages();
  // The text came by address (a link, a share) when it is the address's: the library can link back.
  const [params] = useSearchParams();
  const addressed = params.get('text') === text;

  useLayoutEffect(() => {
    const popover = ref.current;
    if (popover === null) return;
    place(popover, anchor, box);
    popover.focus({ preventScroll: true });
    popover.scrollIntoView?.({ block: 'nearest' });
  }, [anchor, box]);

  return (
    <WordPopoverView
      ref={ref}
      word={word}
      chosenDbs={chosenDbs}
      saved={saved}
      onClose={onClose}
      onSave={(headword) => {
        const sentence = sentenceAround(text, word.start, word.end);
        const kept = addBookmark(headword, headword.meaning, undefined, sentence, addressed ? text : '', word.text);
        // The button gives way to «in your library»: focus stays in the popover, not on the page.
        ref.current?.focus({ preventScroll: true });
        return kept;
      }}
      wordLink={(headword) => (
        <Link className="button" to={wordPath(headword.db, headword.title, headword.num)}>
          {m.read.wordPage}
        </Link>
      )}
    />
  );
}
