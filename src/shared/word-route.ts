import { toDbName, type DbName } from './catalog';

/** The entry a `/word/:db/:title/:num` address names. */
export interface WordRoute {
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
}

/**
 * The decoded parts of `/word/:db/:title/:num` when they can name an entry at all: a known db, a
 * title, an ordinal ≥ 1 in plain digits. The app's word page and the server's link preview read
 * an address alike, so a preview is never made for a page the app would call a bad address.
 */
export function parseWordRoute(raw: Readonly<Record<string, string | undefined>>): WordRoute | undefined {
  const db = toDbName(raw['db'] ?? '');
  const title = (raw['title'] ?? '').trim();
  const num = raw['num'] ?? '';
  if (db === undefined || title === '' || !/^[1-9]\d{0,8}$/.test(num)) return undefined;
  return { db, title, num: Number(num) };
}
