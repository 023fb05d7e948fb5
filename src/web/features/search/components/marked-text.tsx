import { Fragment, type ReactNode } from 'react';
import type { Span } from '../../../../shared/persian/text-spans';
import { MixedText } from '../../../components/mixed-text';
import type { Direction } from '../../../text/direction-runs';

type Mark = (part: string, index: number) => ReactNode;

const plainMark: Mark = (part) => <mark>{part}</mark>;

/** `text.slice(from, to)` with the parts of `spans` inside it marked (a span across `to` is cut there). */
function marked(text: string, spans: readonly Span[], from: number, to: number, mark: Mark): ReactNode {
  const parts: ReactNode[] = [];
  let at = from;
  spans.forEach((span, index) => {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end <= start) return;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<Fragment key={`m${index}`}>{mark(text.slice(start, end), index)}</Fragment>);
    at = end;
  });
  if (at < to) parts.push(text.slice(at, to));
  return <>{parts}</>;
}

/**
 * `text` with each span wrapped by `mark` (spans in order, not overlapping); plain text elsewhere.
 * Given the text's `dir`, runs written the other way are isolated too (mixed-text.tsx).
 */
export function MarkedText({
  text,
  spans,
  mark = plainMark,
  dir,
}: {
  readonly text: string;
  readonly spans: readonly Span[];
  readonly mark?: Mark;
  readonly dir?: Direction | undefined;
}) {
  if (dir === undefined) return marked(text, spans, 0, text.length, mark);
  return <MixedText text={text} dir={dir} part={(start, end) => marked(text, spans, start, end, mark)} />;
}
