import { deleteLibraryBackup, useLibrary } from '../model/library-store';
import { downloadBackup } from './library-notice';

/** While a copy of an unreadable library is kept (and the notice, which offers it, is closed): get it, or let it go. */
export function BackupControls() {
  const { backup, corrupt } = useLibrary();
  if (!backup || corrupt) return null;
  return (
    <div className="library-backup">
      <p>
        {backup === 'stored'
          ? 'نسخهٔ پشتیبانِ کتابخانه‌ای که خوانا نبود هنوز در این مرورگر نگه داشته شده است.'
          : 'نسخهٔ پشتیبانِ کتابخانه‌ای که خوانا نبود در مرورگر جا نشد و فقط تا این صفحه باز است می‌ماند.'}
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={downloadBackup}>
          دریافت نسخهٔ پشتیبان
        </button>
        <button type="button" className="button button--quiet" onClick={deleteLibraryBackup}>
          پاک کردن نسخهٔ پشتیبان
        </button>
      </div>
    </div>
  );
}
