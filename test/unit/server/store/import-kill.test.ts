import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { importFiles } from '../../../../src/server/store/import';
import { openStore } from '../../../../src/server/store/open';
import { idsWithWord, jsonl, storedEntries, writeFile } from './store-rows';
import { tempDir } from './temp-dir';

const CHILD = path.join(import.meta.dirname, 'import-child.ts');

/** Starts the import in a child process and kills it once the import is under way. */
function importAndKill(file: string, input: string): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file, input], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('in the middle')) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      signal === null ? reject(new Error(`child exited ${code}: ${errors}`)) : resolve(signal),
    );
  });
}

test('a process killed in the middle of an import leaves the previous data whole', async () => {
  const dir = tempDir();
  const file = path.join(dir, 'farhang.db');
  const database = openStore(file);
  importFiles(database, [
    writeFile(
      dir,
      'old.jsonl',
      jsonl([
        { db: 'moein', title: 'کهنه', text: 'معنی قدیم' },
        { db: 'amid', title: 'پیر', text: 'قدیم' },
      ]),
    ),
  ]);
  const before = { entries: storedEntries(database), words: idsWithWord(database, 'قدیم') };
  database.close();

  // Twenty thousand new moein entries are written inside the transaction before the bad line.
  const rows = Array.from({ length: 20_000 }, (_, i) =>
    JSON.stringify({ db: 'moein', title: `نو${i}`, text: `معنی تازه ${i}` }),
  );
  const input = writeFile(dir, 'new.jsonl', [...rows, 'not json', ...rows].join('\n'));
  expect(await importAndKill(file, input)).toBe('SIGKILL');

  const reopened = openStore(file);
  expect({ entries: storedEntries(reopened), words: idsWithWord(reopened, 'قدیم') }).toEqual(before);
  expect(idsWithWord(reopened, 'تازه')).toEqual([]);
  reopened.close();
}, 30_000);
