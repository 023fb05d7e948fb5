import { BidiText } from '../../../components/bidi-text';
import type { ConnectionReport } from '../api/test-connection';

/** What the test connection found, said once and politely (a status region, not an alert). */
export function ConnectionResult({ report }: { readonly report: ConnectionReport }) {
  return (
    <div className={report.ok ? 'connection connection--ok' : 'connection connection--failed'}>
      <p className="connection__title">{report.title}</p>
      <p>{report.detail}</p>
      {report.reason ? (
        <p className="connection__reason">
          <BidiText text={report.reason} lang="en" />
        </p>
      ) : null}
    </div>
  );
}
