/**
 * A failure shown to the reader. Few visits meet one, so the Persian words for every failure and
 * the full panel (error-panel-view.tsx) load the first time one shows; for those milliseconds — or
 * for good, if that load fails because the network is gone — a plain panel with a retry stands in.
 */
import { useEffect, useState, type ComponentType } from 'react';

export interface ErrorPanelProps {
  /** What failed: an error of lib/errors.ts, or anything a render threw. */
  readonly error: unknown;
  /** Without it there is no retry button (and no automatic retry). */
  readonly onRetry?: () => void;
  /** h1 when the failure is the whole page, h2 inside a page. */
  readonly headingLevel?: 1 | 2;
}

let View: ComponentType<ErrorPanelProps> | undefined;

export function ErrorPanel(props: ErrorPanelProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(View ? 'ready' : 'loading');
  useEffect(() => {
    if (View) return undefined;
    let live = true;
    import('./error-panel-view').then(
      (module) => {
        View = module.ErrorPanelView;
        if (live) setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (View && state === 'ready') return <View {...props} />;
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-panel" role={state === 'failed' ? 'alert' : undefined}>
      <Heading className="error-panel__title">پاسخی نیامد؛ دوباره تلاش کنید.</Heading>
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
