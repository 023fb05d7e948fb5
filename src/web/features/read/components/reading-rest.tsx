import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { ErrorPanel } from '../../../components/error-panel';
import { useHydrated } from '../hooks/use-hydrated';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

interface ReadingRestProps {
  /** The text from the first word the answer did not read. */
  readonly rest: string;
  /** Why the rest could not be read, once the page asked for it. */
  readonly error: unknown;
  readonly onRetry: () => void;
}

/**
 * Below a long text whose reading stopped before its end (one answer holds a bounded size): once
 * the page runs it reads the rest by itself and says so; drawn by the server, for a reader without
 * JavaScript, it is a form that posts the rest to read it next.
 */
export function ReadingRest({ rest, error, onRetry }: ReadingRestProps) {
  const hydrated = useHydrated();
  const m = useMessages();
  if (!hydrated) {
    return (
      <form className="reading__rest" method="post" action={ROUTE_PATTERNS.read}>
        <input type="hidden" name="text" value={rest} />
        <p>{m.read.stopped}</p>
        <button type="submit" className="button">
          {m.read.readRest}
        </button>
      </form>
    );
  }
  if (error !== null) return <ErrorPanel error={error} onRetry={onRetry} setting="reading" />;
  return (
    <p className="reading__rest reading__wait" role="status">
      {m.read.readingRest}
    </p>
  );
}
