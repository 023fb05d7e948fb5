import type { SoundMark } from '../../../../shared/persian/sound-marks';
import type { Direction } from '../../../text/direction-runs';
import { MarkedText } from './marked-text';
import { useMessages } from '../../../i18n/language-context';
import type { Messages } from '../../../i18n/messages-fa';

/** «ص for س»: one sound-class match in words. */
export function saySoundMark({ letter, typed }: SoundMark, m: Messages): string {
  return typed === '' ? m.search.soundUnwritten({ letter }) : m.search.soundFor({ letter, typed });
}

/**
 * An `ava` hit's headword with the letters that matched the query only through a sound class
 * marked (the result line says the same in words, for those who do not see the colour).
 */
export function SoundMarkedTitle({
  title,
  marks,
  dir,
}: {
  readonly title: string;
  readonly marks: readonly SoundMark[];
  readonly dir: Direction;
}) {
  const m = useMessages();
  return (
    <MarkedText
      text={title}
      spans={marks}
      dir={dir}
      mark={(part, index) => {
        const said = marks[index];
        return (
          <mark className="sound-mark" title={said ? saySoundMark(said, m) : undefined}>
            {part}
          </mark>
        );
      }}
    />
  );
}
