import { formatCount } from '../../../text/persian-digits';

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
  let label = 'دیدن نتیجه‌ها';
  if (found === 0) label = 'با این فرهنگ‌ها نتیجه‌ای نیست';
  // Not «… نتیجه»: that is the results' own count line, and the two would read as one.
  else if (found !== undefined) label = `دیدن نتیجه‌ها (${formatCount(found)})`;
  return (
    <p className="db-filter__found" role="status">
      <button type="button" className="db-filter__show" aria-busy={found === undefined} onClick={onShow}>
        {label}
      </button>
    </p>
  );
}
