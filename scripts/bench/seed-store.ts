import Database from 'better-sqlite3';
import type { DbName } from '../../src/shared/catalog';
import { avaKey, canonical, exactKey, textWords } from '../../src/shared/persian/normalise';
import { MIGRATIONS } from '../../src/server/dictionary/schema';

/** One entry as a test writes it; the derived columns are computed as the store's importer does. */
export interface SeedEntry {
  readonly db: DbName;
  readonly title: string;
  readonly text?: string;
  readonly title_en?: string;
  readonly pron?: string;
  /** The headword's rank in a frequency list (the importer's `use_rank`); none when absent. */
  readonly use_rank?: number;
}

const SNIPPET_LENGTH = 150;

/** The meaning as plain text: tags out, the few entities tests use decoded, whitespace collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function snippetOf(plain: string): string {
  if (plain.length <= SNIPPET_LENGTH) return plain;
  const cut = plain.slice(0, SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}...`;
}

/** Adds entries in one transaction: num counts per (db, canonical title) in input order. */
export function insertEntries(database: Database.Database, entries: Iterable<SeedEntry>): void {
  const maxNum = database.prepare('SELECT max(num) FROM entries WHERE db = ? AND title_canon = ?').pluck();
  const insert = database.prepare(
    `INSERT INTO entries (db, num, title, title_canon, title_en, pron, text, snippet, exact_key, ava_key, use_rank)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertWords = database.prepare('INSERT INTO entries_fts (rowid, words) VALUES (?, ?)');
  const nums = new Map<string, number>();
  database.transaction(() => {
    for (const entry of entries) {
      const titleCanon = canonical(entry.title);
      const numKey = `${entry.db}\u0000${titleCanon}`;
      const previous = nums.get(numKey) ?? Number(maxNum.get(entry.db, titleCanon) ?? 0);
      nums.set(numKey, previous + 1);
      const text = entry.text ?? '';
      const plain = plainText(text);
      const { lastInsertRowid } = insert.run(
        entry.db,
        previous + 1,
        entry.title,
        titleCanon,
        entry.title_en ?? '',
        entry.pron ?? '',
        text,
        snippetOf(plain),
        exactKey(entry.title),
        avaKey(entry.title),
        entry.use_rank ?? null,
      );
      insertWords.run(lastInsertRowid, textWords(plain).join(' '));
    }
  })();
}

/** A fresh in-memory database with the schema and the given entries. */
export function seedDatabase(entries: Iterable<SeedEntry>): Database.Database {
  const database = new Database(':memory:');
  for (const migration of MIGRATIONS) database.exec(migration);
  insertEntries(database, entries);
  return database;
}
