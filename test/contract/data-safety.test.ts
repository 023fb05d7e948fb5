/**
 * The operator's data survives what operators meet: an import killed half-way (SIGKILL, through
 * the real CLI) leaves the service answering byte for byte as before; a database file that is
 * random bytes, or a real one cut in half, stops `serve` and `import` at once with one clear line
 * naming the file — exit code 1, no stack trace, no retry loop — and is left as it was.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { answersOf, importKilledHalfWay, runCli, writeBigDictionary, type Finished } from './data-safety-cli';
import { FIXTURE } from '../support/service/harness';

const dir = mkdtempSync(join(tmpdir(), 'farhang-data-safety-'));
const db = join(dir, 'farhang.db');
const TOKEN = 'data-safety-token-0123456789';
const enc = encodeURIComponent;
const TARGETS = [
  `/v3/search?q=${enc('امید')}`,
  `/v3/search?q=${enc('امید')}&filter=moein,dehkhoda`,
  `/v3/search?q=${enc('اسمان')}&type=like&rows=50`,
  `/v3/search?q=${enc('صلام')}&type=ava`,
  `/v3/search?q=${enc('آینده')}&type=text`,
  `/v3/word?title=${enc('امید')}&db=moein&num=2`,
  `/v3/word?title=${enc('سلام')}&db=dehkhoda&num=2`,
  `/v3/word?title=${enc('واژه0')}&db=moein&num=1`,
  `/v3/suggest?q=${enc('ام')}`,
  `/v3/suggest?q=${enc('وا')}`,
];

beforeAll(async () => {
  const imported = await runCli(['import', FIXTURE, '--db', db]);
  expect(imported.code, imported.stderr).toBe(0);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** One plain line on stderr that names the file; no stack frames; exit code 1; nothing served. */
function expectRefused(run: Finished, file: string): void {
  expect(run.signal).toBeNull();
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^farhang: /);
  expect(lines[0]).toContain(file);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stdout).not.toContain('listening on');
}

test('an import killed half-way leaves the service answering exactly as before', async () => {
  const before = await answersOf(db, TOKEN, TARGETS);
  expect(before.filter((answer) => answer.startsWith('200 '))).toHaveLength(TARGETS.length - 1);

  const big = join(dir, 'big.jsonl');
  const size = await writeBigDictionary(big, 200_000);
  const killed = await importKilledHalfWay(big, db, size, 0.5);
  expect(killed.signal, `the import ended by itself: ${killed.stderr}`).toBe('SIGKILL');
  expect(killed.stdout).not.toContain('entries imported');

  expect(await answersOf(db, TOKEN, TARGETS)).toEqual(before);
  // And the database still takes an import: the fixture again gives the same answers, but for
  // the ids, which number the rows anew.
  const again = await runCli(['import', FIXTURE, '--db', db]);
  expect(again.code, again.stderr).toBe(0);
  const withoutIds = (answers: string[]) => answers.map((a) => a.replace(/"id": "[a-z0-9]+_\d+"/g, '"id"'));
  expect(withoutIds(await answersOf(db, TOKEN, TARGETS))).toEqual(withoutIds(before));
}, 120_000);

test('a database file of random bytes: one clear line, exit code 1, the file untouched', async () => {
  const corrupt = join(dir, 'random.db');
  writeFileSync(corrupt, randomBytes(64 * 1024));
  const digest = sha(corrupt);
  const [served, imported] = await Promise.all([
    runCli(['serve', '--port', '0', '--db', corrupt, '--token', TOKEN], 20_000),
    runCli(['import', FIXTURE, '--db', corrupt], 20_000),
  ]);
  expectRefused(served, corrupt);
  expectRefused(imported, corrupt);
  expect(sha(corrupt)).toBe(digest);
}, 30_000);

test('a real database cut in half: one clear line, exit code 1, the file untouched', async () => {
  expect(existsSync(`${db}-wal`) && statSync(`${db}-wal`).size > 0).toBe(false);
  const cut = join(dir, 'cut.db');
  copyFileSync(db, cut);
  truncateSync(cut, Math.floor(statSync(cut).size / 2));
  const digest = sha(cut);
  const [served, imported] = await Promise.all([
    runCli(['serve', '--port', '0', '--db', cut, '--token', TOKEN], 20_000),
    runCli(['import', FIXTURE, '--db', cut], 20_000),
  ]);
  expectRefused(served, cut);
  expectRefused(imported, cut);
  expect(sha(cut)).toBe(digest);
}, 30_000);
