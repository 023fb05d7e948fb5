import { BidiText } from '../../../components/bidi-text';
import { useDescribeError } from '../../../api/error-messages';
import { useFormat, useMessages } from '../../../i18n/language-context';
import { PROBE_WORD, type ConnectionReport } from '../api/test-connection';
import '../../../i18n/settings-section';

/** What the test connection found, said once and politely (a status region, not an alert). */
export function ConnectionResult({ report }: { readonly report: ConnectionReport }) {
  const m = useMessages();
  const format = useFormat();
  const describeError = useDescribeError();
  const { title, detail, reason } = report.ok
    ? {
        title: m.settings.connected,
        detail: m.settings.connectedDetail({
          word: PROBE_WORD,
          n: report.suggestions,
          count: format.count(report.suggestions),
        }),
        reason: undefined,
      }
    : describeError(report.error, 'connection-test');
  return (
    <div className={report.ok ? 'connection connection--ok' : 'connection connection--failed'}>
      <p className="connection__title">{title}</p>
      <p>{detail}</p>
      {reason ? (
        <p className="connection__reason">
          <BidiText text={reason} lang="en" />
        </p>
      ) : null}
    </div>
  );
}
