import { Fragment, type ReactNode } from 'react';
import { directionRuns, type Direction } from '../text/direction-runs';

interface MixedTextProps {
  readonly text: string;
  /** The direction the text is written in (its element's `dir`). */
  readonly dir: Direction;
  /** What to draw for `text.slice(start, end)`; the plain slice unless told (marks use this). */
  readonly part?: (start: number, end: number) => ReactNode;
}

/**
 * Plain text with every run of the other direction in its own `<bdi dir>`, so «(n.)» in a
 * Persian meaning reads «(n.)» and not «(.n)». The same runs as a sanitised meaning's
 * (sanitized-html.tsx), on the server and in the browser alike.
 */
export function MixedText({ text, dir, part = (start, end) => text.slice(start, end) }: MixedTextProps) {
  return (
    <>
      {directionRuns(text, dir).map(({ start, end, isolate }) =>
        isolate ? (
          <bdi key={start} dir={isolate}>
            {part(start, end)}
          </bdi>
        ) : (
          <Fragment key={start}>{part(start, end)}</Fragment>
        ),
      )}
    </>
  );
}
