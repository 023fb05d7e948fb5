import { useSyncExternalStore } from 'react';
import './offline-banner.css';
import { useMessages } from '../i18n/language-context';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;

/**
 * Says so while the browser is offline. The polite live region is always there, so the line is
 * announced when it appears; the line itself is the status.
 */
export function OfflineBanner() {
  // A page rendered on the server was reached online; the browser's own state follows on hydration.
  const m = useMessages();
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div aria-live="polite">
      {offline ? (
        <p role="status" className="offline-banner">
          {m.components.offline}
        </p>
      ) : null}
    </div>
  );
}
