import { useId } from 'react';
import type { LibraryDoc } from '../model/library-doc';
import { addFolder, allFolders, DEFAULT_FOLDER } from '../model/library-words';
import { FolderGroup } from './folder-group';
import { FolderNameForm } from './folder-name-form';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';
import '../../../i18n/bookmark-section';

/** The bookmarks, folder by folder, and a form to make a new folder. */
export function BookmarkFolders({ doc }: { readonly doc: LibraryDoc }) {
  const m = useMessages();
  const f = useFormat();
  const headingId = useId();
  const folders = allFolders(doc);

  return (
    <section className="library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {m.library.bookmarks} <span className="library-section__count">({f.count(doc.bookmarks.length)})</span>
      </h2>
      {doc.bookmarks.length === 0 ? <p className="library-empty">{m.library.noBookmarks}</p> : null}
      {folders.map((folder) => {
        const inFolder = doc.bookmarks.filter((bookmark) => bookmark.folder === folder);
        // The default folder only shows when it holds something; the reader's own always do.
        if (folder === DEFAULT_FOLDER && inFolder.length === 0) return null;
        return <FolderGroup key={folder} folder={folder} bookmarks={inFolder} folders={folders} />;
      })}
      <FolderNameForm
        className="library-form"
        label={m.bookmark.newFolder}
        submitLabel={m.library.createFolder}
        onName={addFolder}
      />
    </section>
  );
}
