import { useFormat, useMessages } from '../../../i18n/language-context';

interface ShowResultsProps {
  /** What the search finds with the dictionaries chosen; undefined while it is on its way. */
  readonly found: number | undefined;
  readonly onShow: () => void;
}

/**
 * What a chip did, where the reader is looking: the count the choice finds, on a button that
 * takes them to the results (on a phone the chips fill the screen and the list is below it).
 */
export function ShowResults({ found, onShow }: ShowResultsProps) {
  const m = useMessages();
  const f = useFormat();
  let label = m.search.showResults;
  if (found === 0) label = m.search.noneInThese;
  // Not «N results»: that is the results' own count line, and the two would read as one.
  else if (found !== undefined) label = m.search.showResultsCount({ count: f.count(found) });
  return (
    <p className="db-filter__found" role="status">
      <button type="button" className="db-filter__show" aria-busy={found === undefined} onClick={onShow}>
        {label}
      </button>
    </p>
  );
}
