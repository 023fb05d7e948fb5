import { findTyped } from '../model/highlight';

/** A suggestion with the part the reader typed in `<mark>`, matched through the normaliser. */
export function HighlightedText({ text, typed }: { readonly text: string; readonly typed: string }) {
  const span = findTyped(text, typed);
  if (span === undefined) return <>{text}</>;
  return (
    <>
      {text.slice(0, span.start)}
      <mark>{text.slice(span.start, span.end)}</mark>
      {text.slice(span.end)}
    </>
  );
}
