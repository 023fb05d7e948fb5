import { firstLine } from '../../../../shared/plain-text';
import { KEY_ATTR } from '../../../shortcuts/keys';
import { useId, useState } from 'react';
import { MAX_GLOSS } from '../model/library-doc';
import { useLibrary } from '../model/library-store';
import {
  folderLabel,
  addBookmark,
  allFolders,
  findBookmark,
  findLookup,
  moveBookmark,
  removeBookmark,
  type WordRef,
} from '../model/library-words';
import { useRecordLookup } from '../hooks/use-record-lookup';
import { FolderNameForm } from './folder-name-form';
import { lazyPart } from '../../../parts/lazy-part';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/bookmark-section';

// Shown only while the library cannot be saved — rare — so a word page does not carry it.
const SaveWarning = lazyPart('src/web/features/library/components/save-warning.tsx', () =>
  import('./save-warning').then((m) => m.SaveWarning),
);

/**
 * The word page's part of the library, shown once the entry is on screen: it counts the look-up,
 * says how often the reader looked the word up, and keeps a bookmark they can put in a folder (a
 * new one by name). Everything stays in this browser.
 */
export function WordLibraryActions({
  word,
  meaning,
  pron,
}: {
  readonly word: WordRef;
  readonly meaning: string;
  /** The entry's romanisation, kept with a bookmark for its flashcard. */
  readonly pron: string;
}) {
  const m = useMessages();
  const f = useFormat();
  useRecordLookup(word);
  const { doc, unsaved } = useLibrary();
  const bookmark = findBookmark(doc, word);
  const seen = findLookup(doc, word)?.count ?? 0;
  const [status, setStatus] = useState('');
  const [naming, setNaming] = useState(false);
  const id = useId();
  /** What the reader did, and that it was not kept when the browser refused to save it. */
  const said = (done: string, saved: boolean) => (saved ? done : m.bookmark.notSaved({ done }));

  function toggle(): void {
    if (bookmark) setStatus(said(m.bookmark.bookmarkRemoved, removeBookmark(word)));
    else setStatus(said(m.bookmark.bookmarkAdded, addBookmark({ ...word, pron }, firstLine(meaning, MAX_GLOSS))));
    setNaming(false);
  }

  function move(folder: string): void {
    setStatus(said(m.bookmark.movedTo({ folder }), moveBookmark(word, folder)));
  }

  return (
    <div className="word-library">
      <div className="word-library__row">
        <button type="button" className="button" onClick={toggle} aria-keyshortcuts="B" {...{ [KEY_ATTR]: 'KeyB' }}>
          {bookmark ? m.bookmark.removeBookmark : m.bookmark.bookmark}
        </button>
        {bookmark ? (
          <>
            <label htmlFor={`${id}-folder`}>{m.bookmark.folder}</label>
            <select
              id={`${id}-folder`}
              className="word-library__select"
              value={bookmark.folder}
              onChange={(event) => move(event.target.value)}
            >
              {allFolders(doc).map((folder) => (
                <option key={folder} value={folder}>
                  {folderLabel(folder, m)}
                </option>
              ))}
            </select>
            {naming ? null : (
              <button type="button" className="button button--quiet" onClick={() => setNaming(true)}>
                {m.bookmark.newFolder}
              </button>
            )}
          </>
        ) : null}
      </div>
      {bookmark && naming ? (
        <FolderNameForm
          className="word-library__row"
          label={m.bookmark.newFolderName}
          submitLabel={m.bookmark.create}
          onName={(name) => {
            move(name);
            setNaming(false);
          }}
          onCancel={() => setNaming(false)}
        />
      ) : null}
      {/* Under the buttons, not between them, so it reads as a note on the word and not as a
          control. Kept even before the count is known (a page drawn on the server knows none),
          so the count arriving after hydration moves nothing. */}
      <p className="word-library__seen">
        {seen > 0 ? m.bookmark.seenTimes({ n: seen, count: f.count(seen) }) : '\u00a0'}
      </p>
      <p className="word-library__status" role="status">
        {status}
      </p>
      {unsaved ? <SaveWarning elsewhere /> : null}
    </div>
  );
}
