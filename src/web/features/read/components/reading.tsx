import { useCallback, useId, useMemo, useState } from 'react';
import type { DbName } from '../../../../shared/catalog';
import type { WordView } from '../../../../shared/reading/reading-view';
import { useLibrary } from '../../library/model/library-store';
import { usePronAbove } from '../../../preferences/pron-above';
import { useWordKeys, type OpenWord } from '../hooks/use-word-keys';
import { PronToggle } from './pron-toggle';
import { ReadingText } from './reading-text';
import { WordPopover } from './word-popover';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

interface ReadingProps {
  readonly text: string;
  readonly words: readonly WordView[];
  readonly chosenDbs: readonly DbName[];
}

/** The text read: how many words the dictionaries know, the words as links, and one word's popover. */
export function Reading({ text, words, chosenDbs }: ReadingProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState<OpenWord | undefined>(undefined);
  const { doc } = useLibrary();
  const saved = useMemo(() => new Set(doc.bookmarks.map((bookmark) => bookmark.title)), [doc.bookmarks]);
  const savedNoteId = useId();
  const m = useMessages();
  const format = useFormat();
  const pronAbove = usePronAbove();
  useWordKeys(box, open, setOpen);
  const close = useCallback(() => {
    setOpen(undefined);
    open?.anchor.focus();
  }, [open]);

  const known = useMemo(() => words.filter((word) => word.headwords.length > 0).length, [words]);
  const openWord = open === undefined ? undefined : words[open.word];
  return (
    <section className="reading" aria-label={m.read.region}>
      {/* Both hints are drawn; the stylesheet shows the one for the screen in hand (read.css), so
          a phone is not told about arrow keys, even on a page drawn by the server. */}
      <p className="reading__summary">
        {m.read.summary({ n: words.length, words: format.count(words.length), known: format.count(known) })}{' '}
        <span className="reading__hint reading__hint--touch">{m.read.hintTouch}</span>
        <span className="reading__hint reading__hint--pointer">{m.read.hintPointer}</span>
      </p>
      <PronToggle on={pronAbove} />
      <p id={savedNoteId} className="visually-hidden">
        {m.read.inLibrary}
      </p>
      <div ref={setBox} className="reading__box" data-prefetch="off">
        <ReadingText text={text} words={words} saved={saved} savedNoteId={savedNoteId} pronAbove={pronAbove} />
        {open === undefined || openWord === undefined || box === null ? null : (
          <WordPopover
            key={open.word}
            text={text}
            word={openWord}
            chosenDbs={chosenDbs}
            anchor={open.anchor}
            box={box}
            saved={openWord.headwords.some((headword) => saved.has(headword.title))}
            onClose={close}
          />
        )}
      </div>
    </section>
  );
}
