/**
 * A failure, in Persian, with its way forward: retry, the settings page or home. Props only: the
 * words come from lib/error-messages.ts, the retry from whoever owns the failed request.
 */
import { Link } from 'react-router';
import type { ErrorMessage } from '../lib/error-messages';
import { BidiText } from './bidi-text';
import { useAutoRetry } from './use-auto-retry';

export interface ErrorPanelProps {
  readonly message: ErrorMessage;
  /** Without it there is no retry button (and no automatic retry). */
  readonly onRetry?: () => void;
  /** h1 when the failure is the whole page, h2 inside a page. */
  readonly headingLevel?: 1 | 2;
}

export function ErrorPanel({ message, onRetry, headingLevel = 2 }: ErrorPanelProps) {
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
            تلاش دوباره
          </button>
        ) : null}
        {message.actions.includes('settings') ? (
          <Link className="button" to="/settings">
            رفتن به تنظیمات
          </Link>
        ) : null}
        {message.actions.includes('home') ? (
          <Link className="button" to="/">
            صفحهٔ نخست
          </Link>
        ) : null}
      </div>
    </section>
  );
}
