import { useId, useState } from 'react';
import type { Bookmark } from '../model/library-doc';
import { DEFAULT_FOLDER, deleteFolder, renameFolder, wordKey } from '../model/library-words';
import { formatCount } from '../../../text/persian-digits';
import { BookmarkItem } from './bookmark-item';
import { FolderNameForm } from './folder-name-form';

interface FolderGroupProps {
  readonly folder: string;
  readonly bookmarks: readonly Bookmark[];
  readonly folders: readonly string[];
}

/** A folder's bookmarks under its name; the reader's own folders can be renamed or deleted. */
export function FolderGroup({ folder, bookmarks, folders }: FolderGroupProps) {
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const own = folder !== DEFAULT_FOLDER;

  return (
    <section className="library-folder" aria-labelledby={headingId}>
      <div className="library-folder__head">
        <h3 id={headingId}>
          {folder} <span className="library-folder__count">({formatCount(bookmarks.length)})</span>
        </h3>
        {own && !renaming ? (
          <div className="library-item__actions">
            <button
              type="button"
              className="button button--quiet"
              aria-label={`تغییر نام پوشهٔ «${folder}»`}
              onClick={() => setRenaming(true)}
            >
              تغییر نام
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label={`حذف پوشهٔ «${folder}»`}
              onClick={() => deleteFolder(folder)}
            >
              حذف پوشه
            </button>
          </div>
        ) : null}
      </div>
      {renaming ? (
        <FolderNameForm
          className="library-form"
          label={`نام تازهٔ پوشهٔ «${folder}»`}
          submitLabel="ذخیره"
          defaultValue={folder}
          onName={(name) => {
            renameFolder(folder, name);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : null}
      {bookmarks.length === 0 ? (
        <p className="library-empty">این پوشه خالی است. {own ? 'با حذف آن چیزی از دست نمی‌رود.' : ''}</p>
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
