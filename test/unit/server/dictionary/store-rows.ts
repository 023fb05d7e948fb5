import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

export interface StoredEntry {
  id: number;
  db: string;
  num: number;
  title: string;
  title_en: string;
  pron: string;
  text: string;
  snippet: string;
}

/** Every stored entry, in insertion order, as the engine would read it. */
export function storedEntries(database: Database, db?: string): StoredEntry[] {
  const all = database
    .prepare<[], StoredEntry>('SELECT id, db, num, title, title_en, pron, text, snippet FROM entries ORDER BY id')
    .all();
  return db === undefined ? all : all.filter((entry) => entry.db === db);
}

/** Ids of the entries whose meaning holds `word` (already normalised), per the full-text index. */
export function idsWithWord(database: Database, word: string): number[] {
  return database
    .prepare<[string], number>('SELECT rowid FROM entries_fts WHERE entries_fts MATCH ? ORDER BY rowid')
    .pluck()
    .all(`"${word}"`);
}

export function writeFile(dir: string, name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

export function jsonl(rows: readonly object[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}
