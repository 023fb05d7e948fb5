import { setPronAbove } from '../../../preferences/pron-above';
import { useHydrated } from '../hooks/use-hydrated';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/**
 * The switch for each word's romanisation above it, as furigana: the same choice as in settings.
 * Drawn on the server too, off and disabled until the page runs (the server knows no reader's
 * choice), so the switch taking its place never moves the reading below it.
 */
export function PronToggle({ on }: { readonly on: boolean }) {
  const hydrated = useHydrated();
  const m = useMessages();
  return (
    <label className="reading__pron-toggle">
      <input
        type="checkbox"
        role="switch"
        className="choice-box"
        disabled={!hydrated}
        checked={hydrated && on}
        onChange={(event) => setPronAbove(event.target.checked)}
      />{' '}
      {m.read.pronAbove}
    </label>
  );
}
