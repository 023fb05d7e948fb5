/**
 * What a client receives of a stored entry, declared once: each member of a search result and of
 * a word entry (shared/wire/schemas.ts stays the one declaration of those) with the columns of
 * `entries` (schema.ts) it is made from. The SELECT lists of entry-reads.ts and the row → wire
 * mapping both come from here, and a wire member left without its line here fails typecheck.
 */
import { dbInfo, isDbName, type DbName } from '../../shared/catalog';
import { bandOf } from '../../shared/frequency';
import type { SearchResult, WordEntry } from '../../shared/wire/schemas';
import * as v from '../../shared/wire/check';
import { thesaurusSenseSchema, type ThesaurusSense } from '../../shared/wire/thesaurus';
import { numberOf, textOf, type Row } from './rows';

/** The columns of `entries` a client's members are made from. */
type Column = 'id' | 'db' | 'num' | 'title' | 'title_en' | 'pron' | 'text' | 'snippet' | 'use_rank' | 'thesaurus';

/** One member a client receives: the columns it reads, and its value from a row of a known db. */
interface Member<T> {
  readonly columns: readonly Column[];
  readonly read: (row: Row, db: DbName) => T;
}

/** Every member of a wire shape, in the order a client receives them (the wire schema's order). */
export type Members<Wire> = { readonly [K in keyof Wire]-?: Member<Wire[K]> };

// The wire's strings are never absent: a NULL column reads as '' (rows.ts).
const text = (column: Column): Member<string> => ({ columns: [column], read: (row) => textOf(row, column) });
const integer = (column: Column): Member<number> => ({ columns: [column], read: (row) => numberOf(row, column) });
// The wire id is db_id (schema.ts); db and source name the dictionary, the source as the catalog does.
const id: Member<string> = { columns: ['id', 'db'], read: (row, db) => `${db}_${textOf(row, 'id')}` };
const db: Member<string> = { columns: ['db'], read: (_row, db) => db };
const source: Member<string> = { columns: ['db'], read: (_row, db) => dbInfo(db).source };
// A rank of 0 is a headword the list lacks (rare); NULL, no list or no Persian headword: no band.
const band: Member<string> = {
  columns: ['use_rank'],
  read: (row) =>
    row['use_rank'] === null || row['use_rank'] === undefined ? '' : bandOf(numberOf(row, 'use_rank') || undefined),
};

const sensesSchema = v.array(thesaurusSenseSchema);
// Stored by the importer as JSON, '' for an entry without senses: then the member is left out.
const thesaurus: Member<ThesaurusSense[] | undefined> = {
  columns: ['thesaurus'],
  read: (row) => {
    const stored = textOf(row, 'thesaurus');
    if (stored === '') return undefined;
    const parsed = v.safeParse(sensesSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : undefined;
  },
};

/** A search result: the shortened plain meaning stands for the meaning. */
export const SEARCH_RESULT: Members<SearchResult> = {
  id,
  title: text('title'),
  title_en: text('title_en'),
  pron: text('pron'),
  text: text('snippet'),
  source,
  db,
  num: integer('num'),
  band,
};

/** A word entry: the whole meaning, HTML as imported. */
export const WORD_ENTRY: Members<WordEntry> = {
  id,
  title: text('title'),
  title_en: text('title_en'),
  pron: text('pron'),
  db,
  source,
  text: text('text'),
  band,
  thesaurus,
};

/** The columns a shape reads, each once: a SELECT list. */
export function columnsOf<Wire>(members: Members<Wire>): string {
  const columns = new Set<Column>();
  for (const key in members) for (const column of members[key].columns) columns.add(column);
  return [...columns].join(', ');
}

/**
 * The wire shape of a row read with `columnsOf(members)`: undefined for no row, or for a db the
 * catalog lacks. The members' names are listed once, not walked again for every row.
 */
export function wireReader<Wire>(members: Members<Wire>): (row: Row | undefined) => Wire | undefined {
  const keys: (keyof Wire & string)[] = [];
  for (const key in members) keys.push(key);
  return (row) => {
    if (row === undefined) return undefined;
    const dbName = row['db'];
    if (typeof dbName !== 'string' || !isDbName(dbName)) return undefined;
    const wire: Partial<Wire> = {};
    for (const key of keys) {
      // An optional member a row has no value for is left out, not sent as null.
      const value = members[key].read(row, dbName);
      if (value !== undefined) wire[key] = value;
    }
    // Members<Wire> holds every key of Wire, so each required one was set above.
    return wire as Wire;
  };
}
