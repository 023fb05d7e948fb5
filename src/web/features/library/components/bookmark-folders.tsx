import { useId, type FormEvent } from 'react';
import type { LibraryDoc } from '../../../lib/library-doc';
import { addFolder, allFolders, cleanFolderName, DEFAULT_FOLDER } from '../../../lib/library-words';
import { formatCount } from '../../../lib/persian-digits';
import { FolderGroup } from './folder-group';

/** The bookmarks, folder by folder, and a form to make a new folder. */
export function BookmarkFolders({ doc }: { readonly doc: LibraryDoc }) {
  const headingId = useId();
  const folders = allFolders(doc);

  function create(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const name = cleanFolderName(String(new FormData(form).get('name') ?? ''));
    if (name === '') return;
    addFolder(name);
    form.reset();
  }

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
      <form className="library-form" onSubmit={create}>
        <label htmlFor={`${headingId}-new`}>پوشهٔ تازه</label>
        <input id={`${headingId}-new`} name="name" className="library-input" maxLength={40} required />
        <button type="submit" className="button">
          ساختن پوشه
        </button>
      </form>
    </section>
  );
}
