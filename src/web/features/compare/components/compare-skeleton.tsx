/** Grey columns where the entries will be, so the page does not jump when they arrive. */
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/compare-section';
export function CompareSkeleton({ columns }: { readonly columns: number }) {
  const m = useMessages();
  // At least one shape, at most what a wide screen shows without scrolling.
  const shapes = Array.from({ length: Math.min(Math.max(columns, 1), 4) }, (_, i) => i);
  return (
    <div className="compare-columns" aria-busy="true">
      <p role="status" className="visually-hidden">
        {m.compare.loading}
      </p>
      {/* A plain .skeleton is a line of text; --title and --short (components.css) reshape it. */}
      {shapes.map((key) => (
        <div key={key} className="compare-column" aria-hidden="true">
          <div className="skeleton skeleton--title" />
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton skeleton--short" />
        </div>
      ))}
    </div>
  );
}
