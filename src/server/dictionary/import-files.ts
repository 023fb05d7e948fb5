import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { DbName } from '../../shared/catalog';
import type { WordFrequency } from '../../shared/frequency';
import { isBulkImport, withIndexesRebuilt } from './bulk-indexes';
import { CHECKED_READINGS_FILE } from './checked-readings';
import { EntryWriter, type EntryInput } from './entries';
import { detectSource } from './import/detect';
import { needsAs } from './import/import-format';
import { GlossReverser } from './reverse-glosses';
import { ImportError, shownProblem, type ImportProblem, type ReportProblem } from './import/problem';
import { IMPORT_LIMITS, type ImportLimits } from './import/import-limits';
import { OPEN_DICTIONARIES } from './open-data';
import { SCHEMA_VERSION } from './schema';

export { ImportError, type ImportProblem } from './import/problem';

/** A file with what the import should know of it beyond its name. */
export interface ImportFile {
  readonly file: string;
  /** The database it fills when its format names none (the import's `as` otherwise). */
  readonly as?: DbName;
  /** A Persian–English file's short glosses reversed into this database (reverse-glosses.ts). */
  readonly reverseInto?: DbName;
}

function importFile(file: string | ImportFile): ImportFile {
  return typeof file === 'string' ? { file } : file;
}

export interface ImportOptions {
  /** The database for formats that do not name one (`namesItsDictionary` false) and for JSONL lines without `db`. */
  as?: DbName;
  /** Called with each skipped line or record (or alternates left out) as it is found, printable. */
  onProblem?: (problem: ImportProblem) => void;
  /**
   * Runs inside the import's transaction once the entries are in: the import command rebuilds the
   * engine's meaning index there and records the import's source and credit, so no reader ever
   * sees the new entries without them, and a failure leaves all as it was.
   */
  afterWrite?: (database: Database, report: ImportReport) => void;
  /** What any file may make the import take (import-limits.ts); the defaults when not given. */
  limits?: ImportLimits;
  /** The frequency list each Persian headword's rank is read from (frequency-list.ts); none without it. */
  frequency?: WordFrequency;
}

/** Problems kept in a report: a file of a million bad lines is told by its counts, not a million objects. */
export const PROBLEMS_KEPT = 1000;

export interface ImportReport {
  entries: number;
  perDb: Partial<Record<DbName, number>>;
  /** The first PROBLEMS_KEPT problems, printable. */
  problems: ImportProblem[];
  /** Lines or records skipped. */
  skipped: number;
  /** Alternates left out of entries that were imported. */
  dropped: number;
}

/**
 * Imports dictionary files in ONE transaction: every database the import names (by `as`, or by a
 * JSONL line) has all its entries replaced by the new ones; other databases are untouched. A bad
 * line or record is reported and skipped. An error or a kill part-way leaves the old data whole.
 * @throws ImportError, before anything changes, for a missing file, an unknown format, or a format
 * that needs `as` without it; also for a file that cannot be decompressed (then nothing changes).
 */
export function importFiles(
  database: Database,
  files: readonly (string | ImportFile)[],
  options: ImportOptions = {},
): ImportReport {
  const { onProblem, afterWrite, frequency, limits = IMPORT_LIMITS } = options;
  const sources = files.map((given) => {
    const file = importFile(given);
    const as = file.as ?? options.as;
    const source = detectSource(file.file);
    if (!source.format.namesItsDictionary) needsAs(source, as);
    return { source, as, reverseInto: file.reverseInto };
  });

  const report: ImportReport = { entries: 0, perDb: {}, problems: [], skipped: 0, dropped: 0 };
  const reportProblem: ReportProblem = (found) => {
    const problem = shownProblem(found);
    if (problem.dropped === undefined) report.skipped += 1;
    else report.dropped += problem.dropped;
    if (report.problems.length < PROBLEMS_KEPT) report.problems.push(problem);
    onProblem?.(problem);
  };
  const write = (): void => {
    const writer = new EntryWriter(database, frequency);
    const add = (entry: EntryInput): string => {
      writer.clear(entry.db);
      report.entries += 1;
      report.perDb[entry.db] = (report.perDb[entry.db] ?? 0) + 1;
      return writer.add(entry);
    };
    for (const { as } of sources) {
      if (as === undefined) continue;
      writer.clear(as);
      report.perDb[as] ??= 0;
    }
    for (const { source, as, reverseInto } of sources) {
      const reverser = reverseInto === undefined ? undefined : new GlossReverser(frequency);
      for (const entry of source.entries(as, reportProblem, limits)) {
        const pron = add(entry);
        reverser?.add(entry.title, entry.text, pron);
      }
      if (reverser === undefined || reverseInto === undefined) continue;
      writer.clear(reverseInto);
      report.perDb[reverseInto] ??= 0;
      for (const entry of reverser.entries(reverseInto)) add(entry);
    }
  };
  const inputBytes = sources.reduce((sum, { source }) => sum + source.bytes, 0);
  database.transaction(() => {
    if (isBulkImport(database, inputBytes)) withIndexesRebuilt(database, write);
    else write();
    // One merged full-text segment: a query over a common word then reads one posting list
    // instead of one per insert batch (measured on 1M entries: about half the time).
    if (report.entries > 0) database.exec("INSERT INTO entries_fts (entries_fts) VALUES ('optimize')");
    afterWrite?.(database, report);
  })();
  return report;
}

/**
 * The embedded default's files in `dataDir`: its `.jsonl` sample files, sorted by name, then the
 * open dictionaries it holds (open-data.ts); none when the directory does not exist (a deployment
 * without the sample).
 */
export function sampleFiles(dataDir: string): ImportFile[] {
  if (!fs.existsSync(dataDir)) return [];
  let names: string[];
  try {
    names = fs.readdirSync(dataDir);
  } catch (error) {
    throw new ImportError(`${dataDir}: cannot read the sample data directory`, { cause: error });
  }
  const samples = names
    .filter((name) => name.toLowerCase().endsWith('.jsonl'))
    .sort()
    .map((name) => ({ file: path.join(dataDir, name) }));
  const open = OPEN_DICTIONARIES.map((dictionary) => ({ ...dictionary, file: path.join(dataDir, dictionary.file) }));
  return [...samples, ...open.filter(({ file }) => fs.existsSync(file))];
}

// Part of the hash, so that a change to how entries are stored re-imports the sample too.
const IMPORT_FORMAT = `farhang-import/${SCHEMA_VERSION}/4`;

const HASH_CHUNK = 1 << 20;

/**
 * SHA-256 (hex) over the files' names, contents and how they are imported (our checked readings
 * among it), to tell whether a sample needs re-importing. Each file is read a megabyte at a time,
 * never whole, whatever its size.
 */
export function contentHash(files: readonly (string | ImportFile)[]): string {
  const hash = crypto.createHash('sha256').update(IMPORT_FORMAT);
  // Our checked readings decide the prons stored: a change to them re-imports the sample too.
  if (fs.existsSync(CHECKED_READINGS_FILE)) hash.update(fs.readFileSync(CHECKED_READINGS_FILE));
  const chunk = Buffer.allocUnsafe(HASH_CHUNK);
  for (const given of files) {
    const { file, as = '', reverseInto = '' } = importFile(given);
    const fd = fs.openSync(file, 'r');
    try {
      const { size } = fs.fstatSync(fd);
      hash.update(`\0${path.basename(file)}\0${as}\0${reverseInto}\0${size}\0`);
      for (let read = fs.readSync(fd, chunk); read > 0; read = fs.readSync(fd, chunk)) {
        hash.update(chunk.subarray(0, read));
      }
    } finally {
      fs.closeSync(fd);
    }
  }
  return hash.digest('hex');
}
