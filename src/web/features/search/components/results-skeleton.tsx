import { useMessages } from '../../../i18n/language-context';
const PLACEHOLDERS = [0, 1, 2, 3];

/** Grey shapes where the first results will be, so the page does not jump when they arrive. */
export function ResultsSkeleton() {
  const m = useMessages();
  return (
    <div className="results-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {m.search.searching}
      </p>
      {PLACEHOLDERS.map((key) => (
        <div key={key} className="results-skeleton__item" aria-hidden="true">
          <span className="results-skeleton__title" />
          <span className="results-skeleton__line" />
          <span className="results-skeleton__line results-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
