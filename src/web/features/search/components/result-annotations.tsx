/**
 * What an `ava` or `text` hit shows beyond a plain result: the headword letters matched through a
 * sound class, and the searched words inside the meaning. Loaded only for those two search types.
 */
import type { ReactNode } from 'react';
import { searchTypeInfo, type SearchType } from '../../../../shared/search-types';
import { textWords } from '../../../../shared/persian/normalise';
import { looseWords } from '../../../../shared/persian/function-words';
import { soundMarks } from '../../../../shared/persian/sound-marks';
import { findWords } from '../../../../shared/persian/find-words';
import { CUT_MARKER } from '../../../../shared/wire/snippet';
import type { Direction } from '../../../text/direction-runs';
import { MarkedText } from './marked-text';
import { saySoundMark, SoundMarkedTitle } from './sound-marked-title';
import type { Messages } from '../../../i18n/messages-fa';

export interface Annotation {
  readonly title: ReactNode;
  /** Said in words beside the headword: «Sounds alike: ص for س». */
  readonly note: string | undefined;
  readonly text: ReactNode;
  /** The searched words are not in the shortened meaning, only further on. */
  readonly further: boolean;
}

/** The gap characters a query holds between its words: a space, a ZWNJ, or both. */
function gapsOf(q: string): string {
  return `${/\s/.test(q) ? ' ' : ''}${q.includes('\u200C') ? '\u200C' : ''}`;
}

/** The directions the headword and the meaning are written in, so runs of the other are isolated. */
export interface Directions {
  readonly title: Direction;
  readonly text: Direction;
}

export function annotate(
  title: string,
  text: string,
  q: string,
  type: SearchType,
  dirs: Directions,
  m: Messages,
  partial = false,
): Annotation {
  const { matches } = searchTypeInfo(type);
  const marks = matches === 'sound' ? soundMarks(title, q) : [];
  // A loose answer held some of q's words, never by its function words: those are not marked.
  const words = partial ? looseWords(q) : textWords(q);
  const phrase = matches === 'meaning' ? findWords(text, words, gapsOf(q)) : [];
  return {
    title: <SoundMarkedTitle title={title} marks={marks} dir={dirs.title} />,
    note:
      marks.length > 0
        ? m.search.soundAlike({ marks: marks.map((mark) => saySoundMark(mark, m)).join(m.search.listJoin) })
        : undefined,
    text: <MarkedText text={text} spans={phrase} dir={dirs.text} />,
    further: matches === 'meaning' && phrase.length === 0 && text.endsWith(CUT_MARKER),
  };
}
