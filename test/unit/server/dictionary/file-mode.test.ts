/**
 * A new database holds token digests and the app's own token: its file and the folder made for
 * it are readable by their owner alone; an operator's existing file keeps its mode.
 */
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openStore } from '../../../../src/server/dictionary/open-store';

const dir = mkdtempSync(join(tmpdir(), 'farhang-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

test('a new database file is 0600, its new folder 0700, and its write-ahead log follows the file', () => {
  const file = join(dir, 'new', 'farhang.db');
  const database = openStore(file);
  database.exec('CREATE TABLE probe (x); INSERT INTO probe VALUES (1);');
  expect(modeOf(file)).toBe(0o600);
  expect(modeOf(join(dir, 'new'))).toBe(0o700);
  expect(modeOf(`${file}-wal`)).toBe(0o600);
  database.close();
});

test('an existing file keeps the mode its owner gave it', () => {
  const file = join(dir, 'shared.db');
  writeFileSync(file, '');
  chmodSync(file, 0o640);
  openStore(file).close();
  expect(modeOf(file)).toBe(0o640);
});
