/**
 * Bookmarks as a file Anki imports as it is (File › Import): tab-separated UTF-8 with the header
 * lines Anki reads — separator, plain text (no HTML), column names, and the column of tags.
 * Front: the headword. Back: the dictionary and the meaning's first line (and the reader's note).
 * Sentence: the sentence a word saved from a reading was read in (empty for the others). Tags: the
 * folder.
 */
import { dbInfo } from '../../../../shared/catalog';
import type { Bookmark } from './library-doc';
import type { Telling } from '../../../api/error-messages';
import type { Messages } from '../../../i18n/messages-fa';
import '../../../i18n/library-section';

/** The header lines, the column names in the reader's language (Anki shows them when importing). */
function header(m: Messages): string[] {
  const { columns } = m.library.anki;
  return ['#separator:tab', '#html:false', `#columns:${columns.join('\t')}`, '#tags column:4'];
}

/**
 * One field: tabs and line breaks become spaces (they would split the row). A field with a double
 * quote, or one starting with `#` (Anki would read the row as a comment), is quoted CSV-style.
 */
export function tsvField(value: string): string {
  const flat = value.replace(/[\t\r\n]+/g, ' ').trim();
  return flat.includes('"') || flat.startsWith('#') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

/** Anki tags cannot hold spaces. */
function folderTag(folder: string): string {
  return folder.trim().replace(/\s+/g, '_');
}

function back(bookmark: Bookmark, m: Messages): string {
  const note = bookmark.note ? m.library.anki.note({ note: bookmark.note }) : '';
  const parts = [dbInfo(bookmark.db).source, bookmark.gloss, note];
  return parts.filter((part) => part !== undefined && part !== '').join(' — ');
}

export function ankiTsv(bookmarks: readonly Bookmark[], { messages: m }: Telling): string {
  const rows = bookmarks.map((bookmark) =>
    [bookmark.title, back(bookmark, m), bookmark.sentence ?? '', folderTag(bookmark.folder)].map(tsvField).join('\t'),
  );
  return `${[...header(m), ...rows].join('\n')}\n`;
}
