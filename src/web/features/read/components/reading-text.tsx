import { memo, useMemo } from 'react';
import { isDbName } from '../../../../shared/catalog';
import type { ReadWord } from '../../../../shared/wire/read';
import { wordPath } from '../../../../shared/routes';
import { textPieces } from '../model/text-pieces';

interface ReadingTextProps {
  readonly text: string;
  readonly words: readonly ReadWord[];
  /** Headwords in the reader's library. */
  readonly saved: ReadonlySet<string>;
  /** The element that says «in your library», for the marked words. */
  readonly savedNoteId: string;
}

/**
 * The text as written, every known word a link to its headword's page (the analyser's first);
 * a word the dictionaries do not know stays plain text. `data-w` names the word for the popover
 * and the arrow keys; `data-h` the headword where it differs from the form written, for print.
 * One paragraph, its line breaks kept, its links words in a sentence (not buttons to be made
 * thumb-sized). Drawn once per text and library: opening a popover draws none of it again.
 */
export const ReadingText = memo(function ReadingText({ text, words, saved, savedNoteId }: ReadingTextProps) {
  const pieces = useMemo(() => textPieces(text, words), [text, words]);
  return (
    <p className="reading__text" lang="fa">
      {pieces.map((piece, at) => {
        if (piece.kind === 'plain') return piece.text;
        const word = words[piece.word];
        const headword = word?.headwords.find((candidate) => isDbName(candidate.db));
        if (word === undefined || headword === undefined || !isDbName(headword.db)) return piece.text;
        const marked = word.headwords.some((candidate) => saved.has(candidate.title));
        return (
          <a
            key={at}
            href={wordPath(headword.db, headword.title, headword.num)}
            className={marked ? 'reading__word reading__word--saved' : 'reading__word'}
            data-w={piece.word}
            data-h={headword.title === piece.text ? undefined : headword.title}
            aria-describedby={marked ? savedNoteId : undefined}
          >
            {piece.text}
          </a>
        );
      })}
    </p>
  );
});
