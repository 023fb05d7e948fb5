/**
 * The hostile-file property of the importer: whatever a file holds (fuzz-import-case.ts), the
 * import either refuses it with an ImportError, leaving the database as it was, or imports what it
 * can, where no stored headword or key holds a control or bidi character, no meaning is longer
 * than the limit, no problem prints a control character, and the meanings stored are no larger
 * than the files' bytes: nothing a file says multiplies what it holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import type { Database } from 'better-sqlite3';
import { ImportError, importFiles } from '../../src/server/dictionary/import-files';
import { openStore } from '../../src/server/dictionary/open-store';
import { unsafeCharacter } from '../../src/server/dictionary/import/unsafe-characters';
import { FUZZ_LIMITS, importCase } from './fuzz-import-case';

function snapshot(database: Database): string {
  const rows = database.prepare('SELECT db, title, text FROM entries ORDER BY id').all();
  const keys = database.prepare('SELECT form FROM alternates ORDER BY exact_key, entry_id, form').pluck().all();
  return JSON.stringify([rows, keys]);
}

/** Every byte the case's files hold once inflated (a gzip that does not inflate counts as written). */
function inputBytes(dir: string): number {
  return fs.readdirSync(dir).reduce((sum, name) => {
    const bytes = fs.readFileSync(path.join(dir, name));
    try {
      return sum + Math.max(bytes.length, name.endsWith('.dz') ? zlib.gunzipSync(bytes).length : 0);
    } catch {
      return sum + bytes.length;
    }
  }, 0);
}

/** How the cases went: refused whole, or imported with this many problems reported. */
interface Tally {
  refused: number;
  imported: number;
  problems: number;
}

function check(file: string, dir: string, tally: Tally): void {
  const database = openStore(':memory:');
  try {
    importFiles(database, [write(dir, 'seed.jsonl', '{"db":"sareh","title":"پیش","text":"از پیش"}\n')]);
    const before = snapshot(database);
    let report;
    try {
      report = importFiles(database, [file], { as: 'amid', limits: FUZZ_LIMITS });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      if (unsafeCharacter(error.message) !== undefined) throw new Error(`unescaped: ${error.message}`);
      if (snapshot(database) !== before) throw new Error('a refused import changed the database');
      tally.refused += 1;
      return;
    }
    tally.imported += 1;
    tally.problems += report.skipped + report.problems.filter((problem) => problem.dropped !== undefined).length;
    for (const problem of report.problems) {
      if (unsafeCharacter(problem.message + problem.file) !== undefined)
        throw new Error(`unescaped: ${problem.message}`);
    }
    const entries = database
      .prepare<[], { title: string; text: string }>("SELECT title, text FROM entries WHERE db = 'amid'")
      .all();
    const forms = database.prepare<[], string>('SELECT form FROM alternates').pluck().all();
    for (const key of [...entries.map((entry) => entry.title), ...forms]) {
      if (unsafeCharacter(key) !== undefined) throw new Error(`stored key ${JSON.stringify(key)}`);
    }
    const stored = entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.text), 0);
    if (entries.some((entry) => Buffer.byteLength(entry.text) > FUZZ_LIMITS.meaningBytes))
      throw new Error('a meaning past the limit');
    if (stored > inputBytes(dir)) throw new Error(`${stored} bytes of meaning stored from ${inputBytes(dir)} of files`);
  } finally {
    database.close();
  }
}

function write(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

export interface ImportFuzzOutcome extends Readonly<Tally> {
  readonly runs: number;
  readonly failures: readonly string[];
  readonly ms: number;
}

/** `runs` hostile files, from `seed`; a failure is shrunk and reported with its seed. */
export function runImportFuzz(runs: number, seed: number): ImportFuzzOutcome {
  const started = performance.now();
  let ran = 0;
  const tally: Tally = { refused: 0, imported: 0, problems: 0 };
  const property = fc.property(importCase, (hostile) => {
    ran += 1;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farhang-fuzz-import-'));
    try {
      check(hostile.write(dir), dir, tally);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  const result = fc.check(property, { numRuns: runs, seed });
  const failures = result.failed
    ? [`import fuzz, seed ${seed}: ${String(result.errorInstance)}\n${fc.defaultReportMessage(result) ?? ''}`]
    : [];
  return { runs: ran, failures, ms: performance.now() - started, ...tally };
}
