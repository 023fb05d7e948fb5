/**
 * A failure, in the interface's language, with its way forward: retry, the settings page or home. The words come
 * from api/error-messages.ts, the retry from whoever owns the failed request. Loaded by
 * error-panel.tsx the first time something fails.
 */
import { Link } from 'react-router';
import { useDescribeError } from '../api/error-messages';
import { useMessages } from '../i18n/language-context';
import { BidiText } from './bidi-text';
import type { ErrorPanelProps } from './error-panel-props';
import { useAutoRetry } from './use-auto-retry';
import { ROUTE_PATTERNS } from '../../shared/routes';

export function ErrorPanelView({ error, onRetry, headingLevel = 2, setting = 'page' }: ErrorPanelProps) {
  const m = useMessages();
  const message = useDescribeError()(error, setting);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const canRetry = onRetry !== undefined && message.actions.includes('retry');
  useAutoRetry(canRetry ? message.autoRetryMs : undefined, onRetry);
  return (
    <section className="error-panel" role="alert">
      <Heading className="error-panel__title">{message.title}</Heading>
      <p>{message.detail}</p>
      {message.reason ? (
        <p className="error-panel__reason">
          <BidiText text={message.reason} lang="en" />
        </p>
      ) : null}
      <div className="actions">
        {canRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {m.errors.retry}
          </button>
        ) : null}
        {message.actions.includes('settings') ? (
          <Link className="button" to={ROUTE_PATTERNS.settings}>
            {m.errors.toSettings}
          </Link>
        ) : null}
        {message.actions.includes('home') ? (
          <Link className="button" to="/">
            {m.errors.home}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
