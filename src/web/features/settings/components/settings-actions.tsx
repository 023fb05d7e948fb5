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
  return (
    <div className="actions">
      <button type="submit" className="button button--primary">
        ذخیره
      </button>
      <button type="button" className="button" onClick={onTest} disabled={testing}>
        آزمایش اتصال
      </button>
      <button type="button" className="button button--quiet" onClick={onRestoreDefaults}>
        بازگشت به پیش‌فرض
      </button>
    </div>
  );
}
