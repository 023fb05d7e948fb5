import { Fragment, type ReactNode } from 'react';
import type { Span } from '../../../../shared/persian/text-spans';

/** `text` with each span wrapped by `mark` (spans in order, not overlapping); plain text elsewhere. */
export function MarkedText({
  text,
  spans,
  mark = (part) => <mark>{part}</mark>,
}: {
  readonly text: string;
  readonly spans: readonly Span[];
  readonly mark?: (part: string, index: number) => ReactNode;
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  spans.forEach((span, index) => {
    if (span.start > at) parts.push(text.slice(at, span.start));
    parts.push(<Fragment key={`m${index}`}>{mark(text.slice(span.start, span.end), index)}</Fragment>);
    at = span.end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
