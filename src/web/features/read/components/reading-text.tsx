import { memo, useMemo } from 'react';
import { isDbName } from '../../../../shared/catalog';
import type { WordView } from '../../../../shared/reading/reading-view';
import { wordPath } from '../../../../shared/routes';
import { textPieces } from '../model/text-pieces';
import { wordPron } from '../model/word-pron';

interface ReadingTextProps {
  readonly text: string;
  readonly words: readonly WordView[];
  /** Headwords in the reader's library. */
  readonly saved: ReadonlySet<string>;
  /** The element that says «in your library», for the marked words. */
  readonly savedNoteId: string;
  /** Each word's romanisation above it, as furigana: for the eye only (read.css, aria-hidden). */
  readonly pronAbove: boolean;
}

/**
 * The text as written, every known word a link to its headword's page (the analyser's first);
 * a word the dictionaries do not know stays plain text. `data-w` names the word for the popover
 * and the arrow keys; `data-h` the headword where it differs from the form written, for print.
 * One paragraph, its line breaks kept, its links words in a sentence (not buttons to be made
 * thumb-sized); right to left whatever the interface's direction, as the text is Persian. Drawn once per text and library: opening a popover draws none of it again.
 * With `pronAbove`, a word's pron (on the first piece of a word in pieces) rides above it in <rt>,
 * hidden from screen readers and from a copy, so neither hears nor pastes it into the text.
 */
export const ReadingText = memo(function ReadingText({ text, words, saved, savedNoteId, pronAbove }: ReadingTextProps) {
  const pieces = useMemo(() => textPieces(text, words), [text, words]);
  const romanised = new Set<number>();
  return (
    <p className="reading__text" lang="fa" dir="rtl">
      {pieces.map((piece, at) => {
        if (piece.kind === 'plain') return piece.text;
        const word = words[piece.word];
        const headword = word?.headwords.find((candidate) => isDbName(candidate.db));
        if (word === undefined || headword === undefined || !isDbName(headword.db)) return piece.text;
        const marked = word.headwords.some((candidate) => saved.has(candidate.title));
        const pron = pronAbove && !romanised.has(piece.word) ? wordPron(word, headword.title, headword) : '';
        romanised.add(piece.word);
        return (
          <a
            key={at}
            href={wordPath(headword.db, headword.title, headword.num)}
            className={marked ? 'reading__word reading__word--saved' : 'reading__word'}
            data-w={piece.word}
            data-h={headword.title === piece.text ? undefined : headword.title}
            aria-describedby={marked ? savedNoteId : undefined}
          >
            {pron === '' ? (
              piece.text
            ) : (
              <ruby>
                {piece.text}
                <rt className="reading__pron" lang="fa-Latn" dir="ltr" aria-hidden="true">
                  {pron}
                </rt>
              </ruby>
            )}
          </a>
        );
      })}
    </p>
  );
});
