import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { DbName } from '../../shared/catalog';
import { isBulkImport, withIndexesRebuilt } from './bulk-indexes';
import { EntryWriter } from './entries';
import { detectSource } from './import/detect';
import { needsAs } from './import/import-format';
import { ImportError, type ImportProblem, type ReportProblem } from './import/problem';
import { SCHEMA_VERSION } from './schema';

export { ImportError, type ImportProblem } from './import/problem';

export interface ImportOptions {
  /** The database for formats that do not name one (`namesItsDictionary` false) and for JSONL lines without `db`. */
  as?: DbName;
  /** Called with each skipped line or record as it is found. */
  onProblem?: (problem: ImportProblem) => void;
  /**
   * Runs inside the import's transaction once the entries are in: the import command rebuilds the
   * engine's meaning index there, so no reader ever sees the new entries without it.
   */
  afterWrite?: (database: Database) => void;
}

export interface ImportReport {
  entries: number;
  perDb: Partial<Record<DbName, number>>;
  problems: ImportProblem[];
}

/**
 * Imports dictionary files in ONE transaction: every database the import names (by `as`, or by a
 * JSONL line) has all its entries replaced by the new ones; other databases are untouched. A bad
 * line or record is reported and skipped. An error or a kill part-way leaves the old data whole.
 * @throws ImportError, before anything changes, for a missing file, an unknown format, or a format
 * that needs `as` without it; also for a file that cannot be decompressed (then nothing changes).
 */
export function importFiles(database: Database, files: readonly string[], options: ImportOptions = {}): ImportReport {
  const { as, onProblem, afterWrite } = options;
  const sources = files.map((file) => detectSource(file));
  for (const source of sources) if (!source.format.namesItsDictionary) needsAs(source, as);

  const report: ImportReport = { entries: 0, perDb: {}, problems: [] };
  const reportProblem: ReportProblem = (problem) => {
    report.problems.push(problem);
    onProblem?.(problem);
  };
  const write = (): void => {
    const writer = new EntryWriter(database);
    if (as !== undefined && sources.length > 0) {
      writer.clear(as);
      report.perDb[as] = 0;
    }
    for (const source of sources) {
      for (const entry of source.entries(as, reportProblem)) {
        writer.clear(entry.db);
        writer.add(entry);
        report.entries += 1;
        report.perDb[entry.db] = (report.perDb[entry.db] ?? 0) + 1;
      }
    }
  };
  const inputBytes = sources.reduce((sum, source) => sum + source.bytes, 0);
  database.transaction(() => {
    if (isBulkImport(database, inputBytes)) withIndexesRebuilt(database, write);
    else write();
    // One merged full-text segment: a query over a common word then reads one posting list
    // instead of one per insert batch (measured on 1M entries: about half the time).
    if (report.entries > 0) database.exec("INSERT INTO entries_fts (entries_fts) VALUES ('optimize')");
    afterWrite?.(database);
  })();
  return report;
}

/**
 * The sample dictionaries shipped in `dataDir`: its `.jsonl` files, sorted by name; none when the
 * directory does not exist (a deployment without the sample).
 */
export function sampleFiles(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  let names: string[];
  try {
    names = fs.readdirSync(dataDir);
  } catch (error) {
    throw new ImportError(`${dataDir}: cannot read the sample data directory`, { cause: error });
  }
  return names
    .filter((name) => name.toLowerCase().endsWith('.jsonl'))
    .sort()
    .map((name) => path.join(dataDir, name));
}

// Part of the hash, so that a change to how entries are stored re-imports the sample too.
const IMPORT_FORMAT = `farhang-import/${SCHEMA_VERSION}/1`;

/** SHA-256 (hex) over the files' names and contents, to tell whether a sample needs re-importing. */
export function contentHash(files: readonly string[]): string {
  const hash = crypto.createHash('sha256').update(IMPORT_FORMAT);
  for (const file of files) {
    const content = fs.readFileSync(file);
    hash.update(`\0${path.basename(file)}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}
