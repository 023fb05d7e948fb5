import { useMessages } from '../i18n/language-context';

/**
 * A loading indicator that stays invisible for its first ~200 ms (a CSS animation delay, so no
 * timers), so a fast answer never flashes a spinner. Screen readers hear the label at once.
 */
export function Spinner({ label }: { readonly label?: string }) {
  const m = useMessages();
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label ?? m.components.loading}</span>
    </div>
  );
}
