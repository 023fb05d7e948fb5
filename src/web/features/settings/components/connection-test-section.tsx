import type { ConnectionReport } from '../api/test-connection';
import { ConnectionResult } from './connection-result';

/** Where the connection test says it is running, then what it found (a status region). */
export function ConnectionTestSection({
  pending,
  report,
}: {
  readonly pending: boolean;
  readonly report: ConnectionReport | undefined;
}) {
  return (
    <section className="settings__test" aria-labelledby="connection-heading">
      <h2 id="connection-heading" className="visually-hidden">
        نتیجهٔ آزمایش اتصال
      </h2>
      <div role="status">
        {pending ? <p>در حال آزمایش اتصال…</p> : null}
        {report ? <ConnectionResult report={report} /> : null}
      </div>
    </section>
  );
}
