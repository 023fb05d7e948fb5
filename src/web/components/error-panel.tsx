/**
 * A failure shown to the reader. Few visits meet one, so the Persian words for every failure and
 * the full panel (error-panel-view.tsx) load the first time one shows; for those milliseconds — or
 * for good, if that load fails because the network is gone — a plain panel with a retry stands in.
 * Its words fit any failure (a refused token, a crash, a lost network), since it cannot tell them apart.
 */
import { useOnDemand } from '../parts/use-on-demand';
import type { ErrorPanelProps } from './error-panel-props';

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
