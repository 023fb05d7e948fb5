/**
 * A failure shown to the reader. Few visits meet one, so the Persian words for every failure and
 * the full panel (error-panel-view.tsx) load the first time one shows; for those milliseconds — or
 * for good, if that load fails because the network is gone — a plain panel with a retry stands in.
 * Its words fit any failure (a refused token, a crash, a lost network), since it cannot tell them apart.
 */
import { useOnDemand } from '../lib/use-on-demand';

export interface ErrorPanelProps {
  /** What failed: an error of lib/errors.ts, or anything a render threw. */
  readonly error: unknown;
  /** Without it there is no retry button (and no automatic retry). */
  readonly onRetry?: () => void;
  /** h1 when the failure is the whole page, h2 inside a page. */
  readonly headingLevel?: 1 | 2;
}

const loadView = () => import('./error-panel-view');

export function ErrorPanel(props: ErrorPanelProps) {
  const { module, failed } = useOnDemand(loadView);
  if (module) return <module.ErrorPanelView {...props} />;
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-panel" role={failed ? 'alert' : undefined}>
      <Heading className="error-panel__title">خطایی رخ داد؛ دوباره تلاش کنید.</Heading>
      {props.onRetry ? (
        <div className="actions">
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            تلاش دوباره
          </button>
        </div>
      ) : null}
    </section>
  );
}
