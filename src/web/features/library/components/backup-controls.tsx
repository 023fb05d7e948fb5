import { deleteLibraryBackup, useLibrary } from '../model/library-store';
import { downloadBackup } from './library-notice';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

/** While a copy of an unreadable library is kept (and the notice, which offers it, is closed): get it, or let it go. */
export function BackupControls() {
  const m = useMessages();
  const { backup, corrupt } = useLibrary();
  if (!backup || corrupt) return null;
  return (
    <div className="library-backup">
      <p>{backup === 'stored' ? m.library.backupKept : m.library.backupPageOnly}</p>
      <div className="actions">
        <button type="button" className="button" onClick={downloadBackup}>
          {m.library.downloadBackup}
        </button>
        <button type="button" className="button button--quiet" onClick={deleteLibraryBackup}>
          {m.library.deleteBackup}
        </button>
      </div>
    </div>
  );
}
