import '../library.css';
import { Link } from 'react-router';
import { dismissLibraryNotice, readLibraryBackup, useLibrary } from '../model/library-store';
import { downloadText } from '../model/download';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

/** Saves the unreadable library's text as it was, for the reader or someone helping them. */
export function downloadBackup(): void {
  downloadText('farhang-library-backup.json', readLibraryBackup() ?? '', 'application/json');
}

/**
 * Said once after an unreadable library was started afresh: what happened, where its copy is (only
 * what is true: storage may have had no room), and how to get it. In the shell it also leads to
 * the library page.
 */
export function LibraryNotice({ inShell = false }: { readonly inShell?: boolean }) {
  const m = useMessages();
  const { backup } = useLibrary();
  return (
    <section className="notice library-notice" aria-label={m.library.unreadableLabel}>
      <p className="library-notice__text" role="status">
        {m.library.unreadable}{' '}
        {backup === 'stored' ? m.library.backupStored : backup === 'page' ? m.library.backupPage : null}
      </p>
      <div className="library-notice__actions">
        {backup ? (
          <button type="button" className="button" onClick={downloadBackup}>
            {m.library.downloadBackup}
          </button>
        ) : null}
        {inShell ? (
          <Link className="button" to={ROUTE_PATTERNS.library}>
            {m.library.title}
          </Link>
        ) : null}
        <button type="button" className="button button--quiet" onClick={dismissLibraryNotice}>
          {m.library.close}
        </button>
      </div>
    </section>
  );
}

/** The shell's notice: loads the library (which resets an unreadable one) and says so until dismissed. */
export function ShellLibraryNotice() {
  const { corrupt } = useLibrary();
  return corrupt ? <LibraryNotice inShell /> : null;
}
