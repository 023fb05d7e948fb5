/**
 * Reads a library file the reader chose (one made by «Download all»): JSON, a version this app
 * reads, the library's shape, within bounds. A bad file is refused with a reason in the reader's
 * language that names what was wrong; the reader's own library is untouched.
 */
import { LIBRARY_VERSION, versionOf, type LibraryDoc } from './library-doc';
import { checkLibraryDoc } from './library-schema';
import type { Telling } from '../../../api/error-messages';
import type { Messages } from '../../../i18n/messages-fa';
import '../../../i18n/library-section';

export const MAX_IMPORT_BYTES = 5_000_000;
export const MAX_IMPORT_BOOKMARKS = 5000;

export type ImportResult =
  { readonly ok: true; readonly doc: LibraryDoc } | { readonly ok: false; readonly error: string };

/** A field of a library file by its name, as the reader's language calls it; the name itself if unknown. */
function fieldName(name: string, m: Messages): string {
  return Object.entries(m.library.fields).find(([key]) => key === name)?.[1] ?? name;
}

/** `bookmarks.3.title` → «Bookmarks, row 4, “word”», the path kept after it for the curious. */
export function describePath(path: string, { messages: m, format }: Telling): string {
  const [list = '', row, member] = path.split('.');
  const parts = [fieldName(list, m)];
  if (row !== undefined)
    parts.push(/^\d+$/.test(row) ? m.library.file.row({ row: format.digits(Number(row) + 1) }) : row);
  if (member !== undefined) parts.push(m.library.file.member({ name: fieldName(member, m) }));
  return `${parts.join(m.library.file.pathJoin)} (${path})`;
}

const fail = (error: string): ImportResult => ({ ok: false, error });

export function readLibraryFile(text: string, telling: Telling): ImportResult {
  const { file: said } = telling.messages.library;
  const { format } = telling;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(said.notJson);
  }
  const version = versionOf(value);
  if (version === undefined) return fail(said.noVersion);
  if (version > LIBRARY_VERSION) {
    return fail(said.newerVersion({ version: format.digits(version) }));
  }
  const reading = checkLibraryDoc(value);
  if ('problem' in reading) {
    return fail(said.badShape({ where: reading.problem ? describePath(reading.problem, telling) : said.itsShape }));
  }
  if (reading.doc.bookmarks.length > MAX_IMPORT_BOOKMARKS) {
    return fail(said.tooMany({ count: format.count(MAX_IMPORT_BOOKMARKS) }));
  }
  return { ok: true, doc: reading.doc };
}

/** A file the reader picked: refused unread when it is too big to be a library. */
export async function readChosenFile(file: Blob, telling: Telling): Promise<ImportResult> {
  const { file: said } = telling.messages.library;
  if (file.size > MAX_IMPORT_BYTES)
    return fail(said.tooBig({ size: telling.format.digits(MAX_IMPORT_BYTES / 1_000_000) }));
  try {
    return readLibraryFile(await file.text(), telling);
  } catch {
    return fail(said.unreadable);
  }
}
