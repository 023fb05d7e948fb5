/**
 * The URL is the compare view's state: `/compare?word=…&db=a,b,c`. No `db` means the default
 * selection; `db=` (present, empty) means none chosen. Unknown names are set aside and reported.
 */
import { DB_NAMES, dbInfo, dbsInGroup, filterNames, type DbName } from '../../../../shared/catalog';
import { comparePath } from '../../../../shared/routes';

/** The three general dictionaries and the synonyms, with every dialect for the regional forms. */
export const DEFAULT_DBS: readonly DbName[] = ['dehkhoda', 'moein', 'amid', 'motaradef', ...dbsInGroup('dialect')];

interface CompareView {
  readonly word: string;
  /** Chosen dictionaries in catalog order. */
  readonly dbs: readonly DbName[];
  /** Names in the address that are no dictionary, as written. */
  readonly unknown: readonly string[];
}

/** Catalog order, so a column's place never depends on the order chips were picked in. */
function inCatalogOrder(dbs: Iterable<DbName>): DbName[] {
  const chosen = new Set(dbs);
  return DB_NAMES.filter((name) => chosen.has(name));
}

export function parseCompareView(params: URLSearchParams): CompareView {
  const word = (params.get('word') ?? '').trim();
  const raw = params.get('db');
  if (raw === null) return { word, dbs: DEFAULT_DBS, unknown: [] };
  const { named, unknown } = filterNames(raw);
  // Naming no dictionary is none chosen (`db=`) — or, when the address named only unknown ones,
  // the default, so it still compares.
  if (named.length === 0) return { word, dbs: unknown.length > 0 ? DEFAULT_DBS : [], unknown };
  return { word, dbs: inCatalogOrder(named), unknown };
}

function sameDbs(a: readonly DbName[], b: readonly DbName[]): boolean {
  return a.length === b.length && a.every((db, i) => db === b[i]);
}

/** The app address of a compare view; the default selection is left out of it. */
export function compareHref(word: string, dbs: readonly DbName[]): string {
  const ordered = inCatalogOrder(dbs);
  return comparePath(word, sameDbs(ordered, DEFAULT_DBS) ? undefined : ordered);
}

function isDialect(db: DbName): boolean {
  return dbInfo(db).group === 'dialect';
}

/** Dictionaries shown as columns, and dialects gathered into the regional forms. */
export function splitDbs(dbs: readonly DbName[]): { columns: DbName[]; dialects: DbName[] } {
  return { columns: dbs.filter((db) => !isDialect(db)), dialects: dbs.filter(isDialect) };
}
