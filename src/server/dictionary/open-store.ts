import fs from 'node:fs';
import path from 'node:path';
import Sqlite, { type Database } from 'better-sqlite3';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';

/** The database file cannot be used: not SQLite, damaged, or made by a newer Farhang. */
export class StoreOpenError extends Error {
  override readonly name = 'StoreOpenError';

  constructor(
    readonly file: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isMemory(file: string): boolean {
  return file === ':memory:' || file === '';
}

function userVersion(database: Database): number {
  const version: unknown = database.pragma('user_version', { simple: true });
  return typeof version === 'number' ? version : 0;
}

/** Reads before it writes anything, so a file we refuse is left exactly as it was. */
function checkUsable(database: Database, file: string): void {
  const version = userVersion(database);
  if (version > SCHEMA_VERSION) {
    throw new StoreOpenError(
      file,
      `${file} has schema version ${version}; this Farhang knows up to ${SCHEMA_VERSION} — upgrade Farhang`,
    );
  }
  const verdicts = database.prepare('PRAGMA quick_check').pluck().all().map(String);
  if (verdicts.length !== 1 || verdicts[0] !== 'ok') {
    const findings = verdicts
      .flatMap((verdict) => verdict.split('\n'))
      .filter((line) => !line.startsWith('***'))
      .slice(0, 3);
    throw new StoreOpenError(file, `${file} is damaged (SQLite quick_check: ${findings.join('; ')})`);
  }
  if (version === 0) {
    const objects = database.prepare('SELECT count(*) FROM sqlite_schema').pluck().get();
    if (objects !== 0) {
      throw new StoreOpenError(file, `${file} is an SQLite database of some other program, not a Farhang one`);
    }
  }
}

function configure(database: Database): void {
  database.pragma('journal_mode = WAL');
  // In WAL mode NORMAL loses at most the last commits on power loss and never corrupts.
  database.pragma('synchronous = NORMAL');
  // A big import grows the WAL to the size of the data; let it shrink back once checkpointed.
  database.pragma('journal_size_limit = 67108864');
  database.pragma('foreign_keys = ON');
  database.pragma('cache_size = -65536');
  database.pragma('temp_store = MEMORY');
}

function migrate(database: Database): void {
  // IMMEDIATE takes the write lock first, so two processes opening a new file do not both migrate.
  database
    .transaction(() => {
      const version = userVersion(database);
      for (const migration of MIGRATIONS.slice(version)) database.exec(migration);
      if (version < SCHEMA_VERSION) database.pragma(`user_version = ${SCHEMA_VERSION}`);
    })
    .immediate();
}

/**
 * A new database file and the folders made for it are readable by their owner alone: the file holds
 * token digests and the app's own token. SQLite gives its -wal and -shm files the database file's
 * mode. An existing file or folder is left as its owner set it (decision 019).
 */
function createPrivately(file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, '', { flag: 'wx', mode: 0o600 });
  } catch {
    // There already (left as it is), or not creatable: the open below says why.
  }
}

/**
 * Opens (creating it and its directory if absent) the Farhang database at `file`, or an in-memory
 * one for `':memory:'`, and brings its schema up to date in one transaction.
 * @throws StoreOpenError naming the file when it is not SQLite, is damaged or truncated, belongs to
 * another program, or was made by a newer Farhang.
 */
export function openStore(file: string): Database {
  if (!isMemory(file)) createPrivately(file);
  let database: Database;
  try {
    // Wait for another process's write lock instead of failing (and reading as "damaged").
    database = new Sqlite(file, { timeout: 5000 });
  } catch (error) {
    throw new StoreOpenError(file, `cannot open ${file}: ${describe(error)}`, { cause: error });
  }
  try {
    checkUsable(database, file);
    configure(database);
    migrate(database);
    return database;
  } catch (error) {
    database.close();
    if (error instanceof StoreOpenError) throw error;
    if (error instanceof Sqlite.SqliteError && error.code.startsWith('SQLITE_BUSY')) {
      throw new StoreOpenError(file, `${file} is locked by another process; try again when it is done`, {
        cause: error,
      });
    }
    throw new StoreOpenError(file, `${file} is damaged, truncated or not an SQLite database (${describe(error)})`, {
      cause: error,
    });
  }
}
