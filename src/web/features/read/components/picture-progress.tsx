import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/** How far the recogniser is with a picture: a bar, and the same said in words for a screen reader. */
export function PictureProgress({ done }: { readonly done: number }) {
  const m = useMessages();
  const format = useFormat();
  const percent = format.count(Math.round(done * 100));
  return (
    <p className="read-form__progress" role="status">
      <progress value={done} max={1} aria-label={m.read.recognising} />{' '}
      <span>{m.read.recognisingDone({ percent })}</span>
    </p>
  );
}
