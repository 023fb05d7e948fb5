import type { ConnectionReport } from '../api/test-connection';
import { ConnectionResult } from './connection-result';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/settings-section';

/** Where the connection test says it is running, then what it found (a status region). */
export function ConnectionTestSection({
  pending,
  report,
}: {
  readonly pending: boolean;
  readonly report: ConnectionReport | undefined;
}) {
  const m = useMessages();
  return (
    <section className="settings__test" aria-labelledby="connection-heading">
      <h2 id="connection-heading" className="visually-hidden">
        {m.settings.testHeading}
      </h2>
      <div role="status">
        {pending ? <p>{m.settings.testing}</p> : null}
        {report ? <ConnectionResult report={report} /> : null}
      </div>
    </section>
  );
}
