import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadFilesInWorker } from '../../../../src/server/cli/load-in-worker';
import type { Printer } from '../../../../src/server/cli/load-data';
import { tempDir } from '../../../support/temp-dir';

const quiet: Printer = { out: () => undefined, err: () => undefined };

test('a worker handed a job whose files are not all strings refuses it before opening the database', async () => {
  const db = join(tempDir(), 'never.db');
  // As a caller outside the types could send it: the worker reads its job as unknown data.
  const files: string[] = JSON.parse('["data/a.jsonl", 42]');
  await expect(loadFilesInWorker(db, files, quiet)).rejects.toThrow(/not an import job/);
  expect(existsSync(db)).toBe(false);
}, 30_000);
