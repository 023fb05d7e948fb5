/**
 * Bookmarks as a file Anki imports as it is (File › Import): tab-separated UTF-8 with the header
 * lines Anki reads — separator, HTML fields, column names, and the column of tags. Word: the
 * headword. Romanisation: the entry's, where it has one. Meaning: its first line (and the
 * reader's note). Sentence: the sentence a word saved from a reading was read in, the word in
 * bold as it stood there (empty for the others). Tags: the folder, in the reader's words.
 */
import type { Bookmark } from './library-doc';
import { folderLabel } from './library-words';
import type { Telling } from '../../../api/error-messages';
import type { Messages } from '../../../i18n/messages-fa';
import '../../../i18n/library-section';

/** The header lines, the column names in the reader's language (Anki shows them when importing). */
function header(m: Messages): string[] {
  const { columns } = m.library.anki;
  return ['#separator:tab', '#html:true', `#columns:${columns.join('\t')}`, `#tags column:${columns.length}`];
}

/**
 * One field: tabs and line breaks become spaces (they would split the row). A field with a double
 * quote, or one starting with `#` (Anki would read the row as a comment), is quoted CSV-style.
 */
export function tsvField(value: string): string {
  const flat = value.replace(/[\t\r\n]+/g, ' ').trim();
  return flat.includes('"') || flat.startsWith('#') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

/** The fields are HTML: what the reader saved is text, and shows as written. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Anki tags cannot hold spaces. */
function folderTag(folder: string, m: Messages): string {
  return folderLabel(folder, m).trim().replace(/\s+/g, '_');
}

function back(bookmark: Bookmark, m: Messages): string {
  const note = bookmark.note ? m.library.anki.note({ note: bookmark.note }) : '';
  return [bookmark.gloss ?? '', note]
    .filter((part) => part !== '')
    .map(escapeHtml)
    .join(' — ');
}

/** The sentence with the word it was saved from in bold: its form there, else its headword. */
function sentence(bookmark: Bookmark): string {
  const text = bookmark.sentence ?? '';
  const word = [bookmark.form, bookmark.title].find((candidate) => candidate && text.includes(candidate));
  if (word === undefined) return escapeHtml(text);
  const at = text.indexOf(word);
  const [before, after] = [text.slice(0, at), text.slice(at + word.length)].map(escapeHtml);
  return `${before}<b>${escapeHtml(word)}</b>${after}`;
}

export function ankiTsv(bookmarks: readonly Bookmark[], { messages: m }: Telling): string {
  const rows = bookmarks.map((bookmark) =>
    [
      escapeHtml(bookmark.title),
      escapeHtml(bookmark.pron ?? ''),
      back(bookmark, m),
      sentence(bookmark),
      folderTag(bookmark.folder, m),
    ]
      .map(tsvField)
      .join('\t'),
  );
  return `${[...header(m), ...rows].join('\n')}\n`;
}
