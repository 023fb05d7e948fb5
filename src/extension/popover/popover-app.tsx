import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { DB_NAMES } from '../../shared/catalog';
import { readingFilter } from '../../shared/credits';
import { wordViews } from '../../shared/reading/reading-view';
import { wordPath } from '../../shared/routes';
import { readOptions } from '../../web/features/read/api/read-options';
import { WordPopoverView } from '../../web/features/read/components/word-popover-view';
import { addBookmark } from '../../web/features/library/model/library-words';
import { useLibrary } from '../../web/features/library/model/library-store';
import { sentenceAround } from '../../web/features/read/model/sentence';
import { useMessages } from '../../web/i18n/language-context';
import type { LookMessage } from '../messages';
import { pickWord } from './pick-word';
import '../../web/i18n/read-section';
import '../../web/i18n/extension-section';

interface PopoverAppProps {
  readonly look: LookMessage;
  readonly service: string;
  /** Tells the page's content script the popover's height, or that it closed itself. */
  readonly report: (message: { readonly farhang: 'size' | 'close'; readonly height?: number }) => void;
}

/**
 * The extension's popover: the sentence clicked, read by the service through the reading page's
 * own query (read-options.ts, the same client and wire), and the clicked word drawn by the reading
 * page's own view. Its link opens the word page on the service; «save with sentence» keeps the
 * word in this extension's library (options page: export for the app's library or Anki).
 */
export function PopoverApp({ look, service, report }: PopoverAppProps) {
  const box = useRef<HTMLDivElement>(null);
  // A sentence is read in one answer: its words are far fewer than an answer's bound.
  const query = useInfiniteQuery(readOptions(service, look.sentence, readingFilter(undefined)));
  const { doc } = useLibrary();
  const m = useMessages();
  const words = useMemo(
    () => (query.data === undefined ? [] : wordViews(look.sentence, query.data)),
    [look.sentence, query.data],
  );
  const word = pickWord(words, look.at);

  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(() => report({ farhang: 'size', height: element.offsetHeight }));
    observer.observe(element);
    element.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
    return () => observer.disconnect();
  }, [report, word, query.status]);

  const close = () => report({ farhang: 'close' });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && report({ farhang: 'close' });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [report]);
  const written = look.sentence.slice(look.at).match(/^\S+/)?.[0] ?? '';
  let body;
  if (query.isPending) body = <p role="status">{m.extension.looking}</p>;
  else if (query.isError) body = <p role="alert">{m.extension.unreachable}</p>;
  else if (word === undefined || word.headwords.length === 0)
    body = <p role="status">{m.extension.missing({ word: written })}</p>;
  else {
    body = (
      <WordPopoverView
        word={word}
        chosenDbs={DB_NAMES}
        saved={word.headwords.some((headword) => doc.bookmarks.some((bookmark) => bookmark.title === headword.title))}
        onClose={close}
        onSave={(headword) =>
          addBookmark(headword, headword.meaning, undefined, sentenceAround(look.sentence, word.start, word.end), '')
        }
        wordLink={(headword) => (
          <a
            className="button"
            href={`${service}${wordPath(headword.db, headword.title, headword.num)}`}
            target="_blank"
            rel="noreferrer"
          >
            {m.read.wordPage}
          </a>
        )}
      />
    );
  }
  return (
    <div ref={box} className="extension-popover__box">
      {body}
    </div>
  );
}
