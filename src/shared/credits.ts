/**
 * What each dictionary of a Farhang service holds, as the service hands it to the app with its
 * config: the source and licence in effect (the catalog's, or an operator's import's), whether it
 * is our own sample, and how many entries it has. The app shows these only while it asks the
 * service that sent them: another v3 service's dictionaries are not credited with ours.
 */
import { DB_NAMES, dbInfo, isDbName, type DbName } from './catalog';
import type { DbCredit } from './credit-sources';
import * as v from './wire/check';

const sourceSchema = v.object({
  name: v.string(),
  url: v.string(),
  via: v.string(),
  viaUrl: v.string(),
  licence: v.string(),
  licenceUrl: v.string(),
});

const creditSchema = v.object({
  db: v.string(),
  entries: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sources: v.array(sourceSchema),
  sample: v.boolean(),
});

export const creditsSchema = v.array(creditSchema);

/**
 * One dictionary's credit in effect (its sources, or that it is our sample), with its entry count:
 * a DbCredit as the config carries it.
 */
export type DictionaryCredit = Omit<v.InferOutput<typeof creditSchema>, 'db'> & { readonly db: DbName } & DbCredit;

/** The credits the app was handed, by dictionary; rows naming no dictionary of the catalog are left out. */
export type Credits = ReadonlyMap<DbName, DictionaryCredit>;

export function creditsByDb(rows: readonly v.InferOutput<typeof creditSchema>[]): Credits {
  const out = new Map<DbName, DictionaryCredit>();
  for (const row of rows) if (isDbName(row.db)) out.set(row.db, { ...row, db: row.db });
  return out;
}

/**
 * `order` (dictionaries, or things of a dictionary: `dbOf` names it) with every dictionary that
 * holds our samples after every real one, each in its place otherwise: a reader meets real
 * entries first, wherever the app lists dictionaries. Which hold samples is what the credits in
 * effect say (an operator's import makes one real); without credits, `order` as it is.
 */
export function samplesLast<T>(
  order: readonly T[],
  credits: Credits | undefined,
  dbOf: (item: T) => string = String,
): T[] {
  const sample = (item: T) => {
    const db = dbOf(item);
    return isDbName(db) && credits?.get(db)?.sample === true ? 1 : 0;
  };
  return order
    .map((db, at) => ({ db, at }))
    .sort((a, b) => sample(a.db) - sample(b.db) || a.at - b.at)
    .map(({ db }) => db);
}

/**
 * The `filter` the app searches every dictionary with: a reading's order (readingOrder), so a
 * search for «این» lists "this" before the Arabic «أين» and «اما» "but" before a dialect's "we";
 * '' (the service's own default, the catalog's order) when the credits are unknown.
 */
export function everyDictionaryFilter(credits: Credits | undefined): string {
  return credits === undefined ? '' : readingFilter(credits);
}

/**
 * Dictionaries whose entries say something about a word other than what it means — its synonyms,
 * a name's origin: a word of a text is read with them after those that give its meaning, so its
 * popover opens on a meaning and its link on the entry that explains it («امید»: "hope" before
 * its synonyms and the name).
 */
const BESIDE_MEANING: readonly DbName[] = ['motaradef', 'name'];

/**
 * How far down a reading a dictionary's entries stand, given what a word of a Persian text most
 * likely is: the standard language's meaning (the general dictionaries, Persian–English and
 * –Arabic), then a special one's (slang, terms), the synonyms and names, a dialect's («اما» is
 * "we" only in Mazandarani), and last a dictionary of foreign headwords, whose word spelled alike
 * is a false friend («أين», where, for «این», this).
 */
function readingRank(db: DbName): number {
  const { group, headwords } = dbInfo(db);
  if (headwords !== 'fa') return 4;
  if (group === 'dialect') return 3;
  if (BESIDE_MEANING.includes(db)) return 2;
  return group === 'special' ? 1 : 0;
}

/**
 * The dictionaries a reading asks (the reading page, the extension's popover, `/api/read` without
 * a filter): every one in readingRank's order, real ones before samples (when the credits are
 * known), each rank in the catalog's order.
 */
export function readingOrder(credits: Credits | undefined): DbName[] {
  const rank = (db: DbName) => (credits?.get(db)?.sample === true ? 5 : 0) + readingRank(db);
  const order = DB_NAMES.map((db, at) => ({ db, at })).sort((a, b) => rank(a.db) - rank(b.db) || a.at - b.at);
  return order.map(({ db }) => db);
}

/** The `filter` of a reading: readingOrder's dictionaries as a v3 client names them. */
export function readingFilter(credits: Credits | undefined): string {
  return readingOrder(credits).join(',');
}

/** Only http(s) addresses become links: an operator's flag is not trusted to be one. */
export function safeLink(url: string): string | undefined {
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined;
}
