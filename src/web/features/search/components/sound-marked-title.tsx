import type { SoundMark } from '../../../../shared/persian/sound-marks';
import type { Direction } from '../../../text/direction-runs';
import { MarkedText } from './marked-text';

/** «ص به‌جای س»: one sound-class match in words. */
export function saySoundMark({ letter, typed }: SoundMark): string {
  return typed === '' ? `${letter} نانوشته` : `${letter} به‌جای ${typed}`;
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
  return (
    <MarkedText
      text={title}
      spans={marks}
      dir={dir}
      mark={(part, index) => {
        const said = marks[index];
        return (
          <mark className="sound-mark" title={said ? saySoundMark(said) : undefined}>
            {part}
          </mark>
        );
      }}
    />
  );
}
