/**
 * A loading indicator that stays invisible for its first ~200 ms (a CSS animation delay, so no
 * timers), so a fast answer never flashes a spinner. Screen readers hear the label at once.
 */
export function Spinner({ label = 'در حال بارگذاری…' }: { readonly label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
