import { setPronAbove } from '../../../preferences/pron-above';
import { useHydrated } from '../hooks/use-hydrated';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/**
 * The switch for each word's romanisation above it, as furigana: the same choice as in settings.
 * It shows once the page runs (a page drawn on the server has no reader's choice to follow).
 */
export function PronToggle({ on }: { readonly on: boolean }) {
  const hydrated = useHydrated();
  const m = useMessages();
  if (!hydrated) return null;
  return (
    <label className="reading__pron-toggle">
      <input type="checkbox" role="switch" checked={on} onChange={(event) => setPronAbove(event.target.checked)} />{' '}
      {m.read.pronAbove}
    </label>
  );
}
