/**
 * Which dictionaries hold an operator's own data, and the source and licence their import named:
 * one `settings` row a dictionary (`credit:<db>`), so no migration is needed. A dictionary with no
 * row holds what Farhang ships for it, credited as the catalog says.
 */
import type { Database } from 'better-sqlite3';
import { DATABASES, dbInfo, type DbName } from '../../shared/catalog';
import type { DbCredit } from '../../shared/credit-sources';
import type { DictionaryCredit } from '../../shared/credits';
import * as v from '../../shared/wire/check';
import { readSetting, writeSetting } from './settings';

/** What an operator may name on `import` (or `serve --data`); '' where they named nothing. */
export interface OperatorCredit {
  readonly name: string;
  readonly url: string;
  readonly licence: string;
  readonly licenceUrl: string;
}

/** How the credit is stored, and handed to an import worker. */
export const operatorCreditSchema = v.object({
  name: v.string(),
  url: v.string(),
  licence: v.string(),
  licenceUrl: v.string(),
});

const keyOf = (db: DbName): string => `credit:${db}`;

/** Marks the dictionaries an operator's import wrote as theirs, with the credit the import named. */
export function writeOperatorCredit(database: Database, dbs: readonly DbName[], credit: OperatorCredit): void {
  for (const db of dbs) writeSetting(database, keyOf(db), JSON.stringify(credit));
}

/** The sample was imported over these again: they are Farhang's own once more. */
export function forgetOperatorCredit(database: Database, dbs: readonly DbName[]): void {
  const forget = database.prepare('DELETE FROM settings WHERE key = ?');
  for (const db of dbs) forget.run(keyOf(db));
}

function operatorCredit(database: Database, db: DbName): OperatorCredit | undefined {
  const raw = readSetting(database, keyOf(db));
  if (raw === undefined) return undefined;
  try {
    const parsed = v.safeParse(operatorCreditSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

const NOBODY: DbCredit = { sources: [], sample: false };

/**
 * The credit in effect: the catalog's for what Farhang ships; for an operator's data, the one
 * source their import named, else the catalog's open sources (a newer dump of the same data, most
 * likely), else none — an operator's file over a sample dictionary is neither our sample nor a known source.
 */
export function effectiveCredit(shipped: DbCredit, operator: OperatorCredit | undefined): DbCredit {
  if (operator === undefined) return shipped;
  if (operator.name !== '' || operator.licence !== '')
    return { sources: [{ ...operator, via: '', viaUrl: '' }], sample: false };
  return shipped.sample ? NOBODY : shipped;
}

/** Every dictionary of the catalog, in its order, with its credit in effect and its entry count. */
export function dictionaryCredits(database: Database): DictionaryCredit[] {
  const counts = new Map<string, number>();
  const rows = database.prepare('SELECT db, count(*) AS n FROM entries GROUP BY db').raw().all();
  for (const row of rows) if (Array.isArray(row)) counts.set(String(row[0]), Number(row[1]));
  return DATABASES.map(({ name }) => {
    const { sources, sample } = effectiveCredit(dbInfo(name).credit, operatorCredit(database, name));
    return { db: name, entries: counts.get(name) ?? 0, sources: [...sources], sample };
  });
}
