import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/settings-section';

/** The form's three buttons: save (the form's submit), test the connection, restore the defaults. */
export function SettingsActions({
  testing,
  onTest,
  onRestoreDefaults,
}: {
  /** A connection test is running: a second waits for it. */
  readonly testing: boolean;
  readonly onTest: () => void;
  readonly onRestoreDefaults: () => void;
}) {
  const m = useMessages();
  return (
    <div className="actions">
      <button type="submit" className="button button--primary">
        {m.settings.save}
      </button>
      <button type="button" className="button" onClick={onTest} disabled={testing}>
        {m.settings.testConnection}
      </button>
      <button type="button" className="button button--quiet" onClick={onRestoreDefaults}>
        {m.settings.restoreDefaults}
      </button>
    </div>
  );
}
