import { BidiText } from './bidi-text';
import { useMessages } from '../i18n/language-context';

/**
 * An entry's pronunciation under its headword, on the word page and in the compare columns alike.
 * A screen reader hears «Pronunciation:» first, since a bare transcription read out says nothing of what it
 * is. Nothing when the entry has none.
 */
export function Pronunciation({ pron, className }: { readonly pron: string; readonly className: string }) {
  const m = useMessages();
  if (!pron) return null;
  return (
    <p className={className}>
      <span className="visually-hidden">{m.components.pronunciation}</span>
      <BidiText text={pron} />
    </p>
  );
}
