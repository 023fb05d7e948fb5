import type { Database } from 'better-sqlite3';

/** One value of the `settings` table, or undefined. */
export function readSetting(database: Database, key: string): string | undefined {
  const value: unknown = database.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(key);
  return typeof value === 'string' ? value : undefined;
}

export function writeSetting(database: Database, key: string, value: string): void {
  database
    .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
    .run(key, value);
}
