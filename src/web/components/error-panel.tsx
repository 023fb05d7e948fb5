/**
 * A failure shown to the reader. Few visits meet one, so the full panel (error-panel-view.tsx)
 * loads the first time one shows; for those milliseconds — or for good, if that load fails because
 * the network is gone — a plain panel with a retry stands in.
 * Its words fit any failure (a refused token, a crash, a lost network), since it cannot tell them apart.
 */
import { useOnDemand } from '../parts/use-on-demand';
import type { ErrorPanelProps } from './error-panel-props';
import { useMessages } from '../i18n/language-context';

const loadView = () => import('./error-panel-view');

export function ErrorPanel(props: ErrorPanelProps) {
  const m = useMessages();
  const { module, failed } = useOnDemand(loadView);
  if (module) return <module.ErrorPanelView {...props} />;
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-panel" role={failed ? 'alert' : undefined}>
      <Heading className="error-panel__title">{m.errors.fallback}</Heading>
      {props.onRetry ? (
        <div className="actions">
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            {m.errors.retry}
          </button>
        </div>
      ) : null}
    </section>
  );
}
