import { useId } from 'react';
import type { LibraryDoc } from '../model/library-doc';
import { addFolder, allFolders, DEFAULT_FOLDER } from '../model/library-words';
import { formatCount } from '../../../text/persian-digits';
import { FolderGroup } from './folder-group';
import { FolderNameForm } from './folder-name-form';

/** The bookmarks, folder by folder, and a form to make a new folder. */
export function BookmarkFolders({ doc }: { readonly doc: LibraryDoc }) {
  const headingId = useId();
  const folders = allFolders(doc);

  return (
    <section className="library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        نشانک‌ها <span className="library-section__count">({formatCount(doc.bookmarks.length)})</span>
      </h2>
      {doc.bookmarks.length === 0 ? (
        <p className="library-empty">هنوز نشانکی نگذاشته‌اید. در صفحهٔ هر واژه دکمهٔ «نشانک» را بزنید.</p>
      ) : null}
      {folders.map((folder) => {
        const inFolder = doc.bookmarks.filter((bookmark) => bookmark.folder === folder);
        // The default folder only shows when it holds something; the reader's own always do.
        if (folder === DEFAULT_FOLDER && inFolder.length === 0) return null;
        return <FolderGroup key={folder} folder={folder} bookmarks={inFolder} folders={folders} />;
      })}
      <FolderNameForm className="library-form" label="پوشهٔ تازه" submitLabel="ساختن پوشه" onName={addFolder} />
    </section>
  );
}
