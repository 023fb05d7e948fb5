import { useState } from 'react';
import { deleteBackup, readBackup } from '../model/backup';
import { downloadBackup } from './library-notice';

/** While a copy of an unreadable library is kept: get it, or let it go. */
export function BackupControls() {
  const [kept, setKept] = useState(() => readBackup() !== null);
  if (!kept) return null;
  return (
    <div className="library-backup">
      <p>نسخهٔ پشتیبانِ کتابخانه‌ای که خوانا نبود هنوز در این مرورگر نگه داشته شده است.</p>
      <div className="actions">
        <button type="button" className="button" onClick={downloadBackup}>
          دریافت نسخهٔ پشتیبان
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            deleteBackup();
            setKept(false);
          }}
        >
          پاک کردن نسخهٔ پشتیبان
        </button>
      </div>
    </div>
  );
}
