import '../library.css';
import { usePageTitle } from '../../../components/page-title';
import { useLibrary } from '../model/library-store';
import { BookmarkFolders } from './bookmark-folders';
import { LibraryNotice } from './library-notice';
import { LibraryTools } from './library-tools';
import { LookupList } from './lookup-list';
import { SaveWarning } from './save-warning';
import { SearchHistory } from './search-history';

/**
 * `/library` — the reader's own library, kept only in this browser: bookmarks by folder, the words
 * they looked up and how often, recent searches, and export, import and clearing.
 */
export function LibraryPage() {
  usePageTitle('کتابخانهٔ من');
  const { doc, corrupt } = useLibrary();
  return (
    <div className="library">
      <h1>کتابخانهٔ من</h1>
      <p className="library__intro">
        نشانک‌ها، واژه‌هایی که دیده‌اید و جست‌وجوهایتان فقط در همین مرورگر نگه داشته می‌شوند؛ حسابی در کار نیست.
      </p>
      {corrupt ? <LibraryNotice /> : null}
      <SaveWarning />
      <BookmarkFolders doc={doc} />
      <LookupList lookups={doc.lookups} />
      <SearchHistory searches={doc.searches} />
      <LibraryTools doc={doc} />
    </div>
  );
}
