import { useId, useState } from 'react';
import type { Bookmark } from '../model/library-doc';
import { DEFAULT_FOLDER, deleteFolder, folderLabel, renameFolder, wordKey } from '../model/library-words';
import { BookmarkItem } from './bookmark-item';
import { FolderNameForm } from './folder-name-form';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

interface FolderGroupProps {
  readonly folder: string;
  readonly bookmarks: readonly Bookmark[];
  readonly folders: readonly string[];
}

/** A folder's bookmarks under its name; the reader's own folders can be renamed or deleted. */
export function FolderGroup({ folder, bookmarks, folders }: FolderGroupProps) {
  const m = useMessages();
  const f = useFormat();
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const own = folder !== DEFAULT_FOLDER;

  return (
    <section className="library-folder" aria-labelledby={headingId}>
      <div className="library-folder__head">
        <h3 id={headingId}>
          {folderLabel(folder, m)} <span className="library-folder__count">({f.count(bookmarks.length)})</span>
        </h3>
        {own && !renaming ? (
          <div className="library-item__actions">
            <button
              type="button"
              className="button button--quiet"
              aria-label={m.library.renameFolderOf({ folder })}
              onClick={() => setRenaming(true)}
            >
              {m.library.rename}
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label={m.library.removeFolderOf({ folder })}
              onClick={() => deleteFolder(folder)}
            >
              {m.library.removeFolder}
            </button>
          </div>
        ) : null}
      </div>
      {renaming ? (
        <FolderNameForm
          className="library-form"
          label={m.library.newNameOf({ folder })}
          submitLabel={m.library.save}
          defaultValue={folder}
          onName={(name) => {
            renameFolder(folder, name);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : null}
      {bookmarks.length === 0 ? (
        <p className="library-empty">
          {m.library.emptyFolder} {own ? m.library.nothingLost : ''}
        </p>
      ) : (
        <ul className="library-list">
          {bookmarks.map((bookmark) => (
            <BookmarkItem key={wordKey(bookmark)} bookmark={bookmark} folders={folders} />
          ))}
        </ul>
      )}
    </section>
  );
}
