import { useId, useState, type FormEvent } from 'react';
import type { Bookmark } from '../../../lib/library-doc';
import { cleanFolderName, DEFAULT_FOLDER, deleteFolder, renameFolder, wordKey } from '../../../lib/library-words';
import { formatCount } from '../../../lib/persian-digits';
import { BookmarkItem } from './bookmark-item';

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

  function rename(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const name = cleanFolderName(String(new FormData(event.currentTarget).get('name') ?? ''));
    if (name !== '') renameFolder(folder, name);
    setRenaming(false);
  }

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
        <form className="library-form" onSubmit={rename}>
          <label htmlFor={`${headingId}-name`}>نام تازهٔ پوشهٔ «{folder}»</label>
          <input
            id={`${headingId}-name`}
            name="name"
            className="library-input"
            defaultValue={folder}
            maxLength={40}
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader just asked to rename it
            autoFocus
          />
          <button type="submit" className="button">
            ذخیره
          </button>
          <button type="button" className="button button--quiet" onClick={() => setRenaming(false)}>
            انصراف
          </button>
        </form>
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
