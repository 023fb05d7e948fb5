import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { expect, test } from 'vitest';
import { replaceEntries } from '../../../../src/server/dictionary/entries';
import { openStore, StoreOpenError } from '../../../../src/server/dictionary/open-store';
import { SCHEMA_VERSION } from '../../../../src/server/dictionary/schema';
import { tempDir } from '../../../support/temp-dir';

function tables(file: string): string[] {
  const database = new Sqlite(file, { readonly: true });
  try {
    return database
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .pluck()
      .all()
      .map(String);
  } finally {
    database.close();
  }
}

function openError(file: string): StoreOpenError {
  try {
    openStore(file).close();
  } catch (error) {
    if (error instanceof StoreOpenError) return error;
    throw error;
  }
  throw new Error(`${file} opened without an error`);
}

/** A real database with enough entries to span many pages, closed. */
function realDatabase(dir: string): string {
  const file = path.join(dir, 'real.db');
  const database = openStore(file);
  const entries = Array.from({ length: 3000 }, (_, i) => ({
    db: 'moein' as const,
    title: `واژه${i}`,
    text: `معنی شماره ${i} با چند واژه برای پر کردن صفحه‌ها`,
  }));
  database.transaction(() => replaceEntries(database, 'moein', entries))();
  database.close();
  return file;
}

test('a new file is created (with its directory) at the latest schema version', () => {
  const file = path.join(tempDir(), 'nested', 'farhang.db');
  const database = openStore(file);
  expect(database.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  expect(database.pragma('journal_mode', { simple: true })).toBe('wal');
  database.close();
  expect(tables(file)).toEqual(
    expect.arrayContaining(['entries', 'entries_fts', 'request_counts', 'settings', 'tokens']),
  );
});

test('an in-memory store works', () => {
  const database = openStore(':memory:');
  expect(database.prepare('SELECT count(*) FROM entries').pluck().get()).toBe(0);
  database.close();
});

test('an empty SQLite file at version 0 is migrated', () => {
  const file = path.join(tempDir(), 'old.db');
  new Sqlite(file).close();
  const database = openStore(file);
  expect(database.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  database.close();
  expect(tables(file)).toContain('entries');
});

test('opening again keeps the data and runs no migration twice', () => {
  const file = realDatabase(tempDir());
  const database = openStore(file);
  expect(database.prepare('SELECT count(*) FROM entries').pluck().get()).toBe(3000);
  database.close();
});

test('a database from a newer Farhang is refused, naming the file and both versions, and left alone', () => {
  const file = path.join(tempDir(), 'future.db');
  const future = new Sqlite(file);
  future.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
  future.close();
  const before = fs.readFileSync(file);
  const error = openError(file);
  expect(error.name).toBe('StoreOpenError');
  expect(error.message).toBe(
    `${file} has schema version ${SCHEMA_VERSION + 1}; this Farhang knows up to ${SCHEMA_VERSION} — upgrade Farhang`,
  );
  expect(fs.readFileSync(file).equals(before)).toBe(true);
});

test('a file of random bytes is refused, naming the file, and left as it was', () => {
  const file = path.join(tempDir(), 'noise.db');
  const noise = Buffer.alloc(64 * 1024);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
  fs.writeFileSync(file, noise);
  const error = openError(file);
  expect(error.message).toContain(file);
  expect(fs.readFileSync(file).equals(noise)).toBe(true);
});

test('a truncated copy of a real database is refused, naming the file, without partial state', () => {
  const dir = tempDir();
  const whole = fs.readFileSync(realDatabase(dir));
  const file = path.join(dir, 'truncated.db');
  const cut = whole.subarray(0, Math.floor(whole.length / 2));
  fs.writeFileSync(file, cut);
  const error = openError(file);
  expect(error.message).toContain(file);
  expect(fs.readFileSync(file).equals(cut)).toBe(true);
  expect(fs.readdirSync(dir).sort()).toEqual(['real.db', 'truncated.db']);
});

test('an SQLite database of some other program is refused rather than altered', () => {
  const file = path.join(tempDir(), 'other.db');
  const other = new Sqlite(file);
  other.exec('CREATE TABLE notes (body TEXT)');
  other.close();
  expect(openError(file).message).toContain(`${file} is an SQLite database of some other program`);
  expect(tables(file)).toEqual(['notes']);
});

test('a database with a damaged page is refused by the integrity check, naming the file', () => {
  const dir = tempDir();
  const whole = fs.readFileSync(realDatabase(dir));
  const damaged = Buffer.from(whole);
  const page = Math.floor(whole.length / 2 / 4096) * 4096;
  for (let i = 0; i < 1500; i++) damaged[page + 200 + i] = (i * 31) & 0xff;
  const file = path.join(dir, 'damaged.db');
  fs.writeFileSync(file, damaged);
  const error = openError(file);
  expect(error.message).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged`));
  expect(fs.readFileSync(file).equals(damaged)).toBe(true);
});
