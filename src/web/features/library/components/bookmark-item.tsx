import { Link } from 'react-router';
import type { Bookmark } from '../model/library-doc';
import { folderLabel, moveBookmark, removeBookmark } from '../model/library-words';
import { readPath, wordPath } from '../../../../shared/routes';
import { MixedText } from '../../../components/mixed-text';
import { toPersianDigits } from '../../../../shared/digits';
import { dbSource } from '../../../../shared/catalog';
import { dirOf, headwordLang, meaningLang } from '../../../text/text-lang';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

/**
 * One bookmark: the word (a link to it), its dictionary and gloss, the sentence it was saved with
 * (and the text it came from, where that is at hand), its folder, and delete.
 */
export function BookmarkItem({
  bookmark,
  folders,
}: {
  readonly bookmark: Bookmark;
  readonly folders: readonly string[];
}) {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  const { title, db, num } = bookmark;
  const glossLang = meaningLang(db);
  return (
    <li className="library-item">
      <div className="library-item__main">
        <Link to={wordPath(db, title, num)} className="library-item__word" lang={headwordLang(db)} dir="auto">
          {title}
        </Link>{' '}
        <span className="chip chip--quiet">
          {dbSource(db, language)}
          {num > 1 ? m.library.entryNumber({ num: f.digits(num) }) : ''}
        </span>
        {bookmark.gloss ? (
          // In the meaning's language; a Persian one with Persian digits, as every other view shows it.
          <p className="library-item__gloss" lang={glossLang} dir={dirOf(glossLang)}>
            <MixedText
              text={glossLang === 'fa' ? toPersianDigits(bookmark.gloss) : bookmark.gloss}
              dir={dirOf(glossLang)}
            />
          </p>
        ) : null}
        {bookmark.sentence ? (
          <p className="library-item__sentence">
            <span className="visually-hidden">{m.library.sentence}</span>
            <q lang="fa" dir="rtl">
              <MixedText text={bookmark.sentence} dir="rtl" />
            </q>
            {bookmark.reading ? (
              <>
                {' '}
                <Link to={readPath(bookmark.reading)} className="library-item__reading">
                  {m.library.backToText}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="library-item__actions">
        <select
          className="library-select"
          aria-label={m.library.folderOf({ title })}
          value={bookmark.folder}
          onChange={(event) => moveBookmark(bookmark, event.target.value)}
        >
          {folders.map((folder) => (
            <option key={folder} value={folder}>
              {folderLabel(folder, m)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--quiet"
          aria-label={m.library.removeBookmarkOf({ title })}
          onClick={() => removeBookmark(bookmark)}
        >
          {m.library.remove}
        </button>
      </div>
    </li>
  );
}
