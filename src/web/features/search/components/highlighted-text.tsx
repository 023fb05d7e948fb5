import { findTyped } from '../../../../shared/persian/text-spans';
import { MarkedText } from './marked-text';

/** A suggestion with the part the reader typed in `<mark>`, matched through the normaliser. */
export function HighlightedText({ text, typed }: { readonly text: string; readonly typed: string }) {
  return <MarkedText text={text} spans={findTyped(text, typed)} />;
}
