/**
 * Reads a library file the reader chose (one made by «دریافت همه»): JSON, a version this app
 * reads, the library's shape, within bounds. A bad file is refused with a Persian reason that
 * names what was wrong; the reader's own library is untouched.
 */
import { LIBRARY_VERSION, versionOf, type LibraryDoc } from './library-doc';
import { checkLibraryDoc } from './library-schema';
import { formatCount, toPersianDigits } from '../../../text/persian-digits';

export const MAX_IMPORT_BYTES = 5_000_000;
export const MAX_IMPORT_BOOKMARKS = 5000;

export type ImportResult =
  { readonly ok: true; readonly doc: LibraryDoc } | { readonly ok: false; readonly error: string };

const LISTS: Readonly<Record<string, string>> = {
  searches: 'جست‌وجوها',
  lookups: 'واژه‌های دیده‌شده',
  bookmarks: 'نشانک‌ها',
  folders: 'پوشه‌ها',
};

const MEMBERS: Readonly<Record<string, string>> = {
  version: 'شمارهٔ نسخه',
  q: 'متن جست‌وجو',
  type: 'نوع جست‌وجو',
  db: 'نام فرهنگ',
  title: 'واژه',
  num: 'شمارهٔ مدخل',
  at: 'زمان',
  savedAt: 'زمان',
  count: 'شمار',
  folder: 'پوشه',
  gloss: 'معنی کوتاه',
  note: 'یادداشت',
};

/** `bookmarks.3.title` → «نشانک‌ها، ردیف ۴، «واژه»», the path kept after it for the curious. */
export function describePath(path: string): string {
  const [list = '', row, member] = path.split('.');
  const parts = [LISTS[list] ?? MEMBERS[list] ?? list];
  if (row !== undefined) parts.push(/^\d+$/.test(row) ? `ردیف ${toPersianDigits(Number(row) + 1)}` : row);
  if (member !== undefined) parts.push(`«${MEMBERS[member] ?? member}»`);
  return `${parts.join('، ')} (${path})`;
}

const fail = (error: string): ImportResult => ({ ok: false, error });

export function readLibraryFile(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('این پرونده JSON خوانا نیست. پرونده‌ای را بدهید که «دریافت همه (JSON)» ساخته است.');
  }
  const version = versionOf(value);
  if (version === undefined) return fail('این پرونده کتابخانهٔ فرهنگ نیست: شمارهٔ نسخه (version) ندارد.');
  if (version > LIBRARY_VERSION) {
    return fail(`این پرونده از نسخهٔ ${toPersianDigits(version)} کتابخانه است و این برنامه هنوز آن را نمی‌شناسد.`);
  }
  const reading = checkLibraryDoc(value);
  if ('problem' in reading) {
    return fail(`این پرونده خوانده نشد: ${reading.problem ? describePath(reading.problem) : 'ساختار آن'} درست نیست.`);
  }
  if (reading.doc.bookmarks.length > MAX_IMPORT_BOOKMARKS) {
    return fail(`این پرونده بیش از ${formatCount(MAX_IMPORT_BOOKMARKS)} نشانک دارد؛ بیش از این یک‌جا افزوده نمی‌شود.`);
  }
  return { ok: true, doc: reading.doc };
}

/** A file the reader picked: refused unread when it is too big to be a library. */
export async function readChosenFile(file: Blob): Promise<ImportResult> {
  if (file.size > MAX_IMPORT_BYTES) return fail('این پرونده بزرگ‌تر از ۵ مگابایت است و کتابخانهٔ فرهنگ نیست.');
  try {
    return readLibraryFile(await file.text());
  } catch {
    return fail('مرورگر این پرونده را نخواند؛ دوباره آن را برگزینید.');
  }
}
