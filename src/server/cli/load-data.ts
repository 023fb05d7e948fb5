import type { Database } from 'better-sqlite3';
import { isDbName, type DbName } from '../../shared/catalog';
import {
  contentHash,
  importFiles,
  sampleFiles,
  type ImportFile,
  type ImportOptions,
  type ImportReport,
} from '../dictionary/import-files';
import { buildTextIndex } from '../engine/text/text-index-build';
import { exampleFiles, writeExamples } from '../dictionary/examples';
import { frequencyFiles, readFrequency } from '../dictionary/frequency-list';
import type { WordFrequency } from '../../shared/frequency';
import { formatTable } from './table';
import { readSetting, writeSetting } from '../dictionary/settings';
import { forgetOperatorCredit, writeOperatorCredit, type OperatorCredit } from '../dictionary/dictionary-credits';

/**
 * Where the entries of a database came from: `sample:<hash>` (the bundled data/*.jsonl) or
 * `files:<hash>` (the operator's own). The sample is re-imported only when it changed, and never
 * over the operator's own data.
 */
const SOURCE_KEY = 'data_source';

export interface Printer {
  out(line: string): void;
  err(line: string): void;
}

/**
 * Where the embedded default lives: its dictionaries, and what every import reads beside an
 * operator's files too — the frequency list (a headword's band) and the examples.
 */
export const EMBEDDED_DATA = 'data';

/** Each data directory's list, read once a process: a process imports again and again only in tests. */
const frequencies = new Map<string, WordFrequency>();
function frequencyIn(dataDir: string): WordFrequency {
  let frequency = frequencies.get(dataDir);
  if (frequency === undefined) {
    frequency = readFrequency(dataDir);
    frequencies.set(dataDir, frequency);
  }
  return frequency;
}

/**
 * The import every command runs: the files' entries, each Persian headword ranked by the embedded
 * frequency list, and in the same transaction the meaning index rebuilt from them, the examples
 * written afresh and whatever `record` writes of the import (its source, its credit).
 */
export function importIndexed(
  database: Database,
  files: readonly (string | ImportFile)[],
  options: ImportOptions = {},
  record: (written: Database, report: ImportReport) => void = () => undefined,
  dataDir = EMBEDDED_DATA,
): ImportReport {
  return importFiles(database, files, {
    frequency: frequencyIn(dataDir),
    ...options,
    afterWrite: (written, report) => {
      buildTextIndex(written);
      writeExamples(written, dataDir);
      record(written, report);
    },
  });
}

/** Problems printed one by one; past them a count says how many more there were. */
const PROBLEMS_PRINTED = 200;

/** The dictionaries an import wrote. */
function writtenDbs(report: ImportReport): DbName[] {
  return Object.keys(report.perDb).filter((db): db is DbName => isDbName(db));
}

/**
 * Imports files, printing each problem as `file:line: message` (escaped: no file reaches the
 * terminal raw) and the per-db counts, lines skipped and alternates left out apart; `record` runs
 * in the import's transaction with the dictionaries written.
 */
function importAndReport(
  database: Database,
  files: readonly (string | ImportFile)[],
  print: Printer,
  as: DbName | undefined,
  record: (written: Database, dbs: DbName[]) => void,
  dataDir?: string,
): void {
  let printed = 0;
  const result = importIndexed(
    database,
    [...files],
    {
      ...(as === undefined ? {} : { as }),
      onProblem: (problem) => {
        printed += 1;
        if (printed <= PROBLEMS_PRINTED) print.err(`${problem.file}:${problem.line}: ${problem.message}`);
      },
    },
    (written, report) => record(written, writtenDbs(report)),
    dataDir,
  );
  if (printed > PROBLEMS_PRINTED) print.err(`… and ${printed - PROBLEMS_PRINTED} more problems not shown`);
  const rows = Object.entries(result.perDb).map(([db, count]) => [db, String(count)]);
  print.out(formatTable(['db', 'entries'], rows));
  const counts = [
    `${result.entries} entries imported`,
    ...(result.skipped > 0 ? [`${result.skipped} ${result.skipped === 1 ? 'line' : 'lines'} skipped`] : []),
    ...(result.dropped > 0 ? [`${result.dropped} ${result.dropped === 1 ? 'alternate' : 'alternates'} left out`] : []),
  ];
  print.out(counts.join(', '));
}

export interface LoadOptions {
  readonly as?: DbName | undefined;
  /** The source and licence the operator named (credit-flags.ts); empty fields where none. */
  readonly credit?: OperatorCredit | undefined;
}

/**
 * `--data`/`import`: the operator's files replace the dictionaries they name, which from then on
 * count as the operator's own data (no longer our sample), credited as the flags say. The files
 * are hashed (a megabyte at a time) and the credit and the source written in the import's own
 * transaction: a failure at any step leaves the database as it was.
 */
export function loadFiles(
  database: Database,
  files: readonly string[],
  print: Printer,
  options: LoadOptions = {},
): void {
  importAndReport(database, files, print, options.as, (written, dbs) => {
    writeOperatorCredit(written, dbs, options.credit ?? NO_CREDIT);
    writeSetting(written, SOURCE_KEY, `files:${contentHash([...files])}`);
  });
}

const NO_CREDIT: OperatorCredit = { name: '', url: '', licence: '', licenceUrl: '' };

/** Without `--data`: the embedded default (open data and samples), imported when the database has none or an older one. */
export function loadSample(database: Database, dataDir: string, print: Printer): void {
  const source = readSetting(database, SOURCE_KEY);
  if (source?.startsWith('files:')) return;
  const files = sampleFiles(dataDir);
  if (files.length === 0) {
    print.err(`no sample data in ${dataDir}/; serving whatever the database holds`);
    return;
  }
  // The frequency list and the examples are imported with them: a change to either imports again.
  const wanted = `sample:${contentHash([...files, ...frequencyFiles(dataDir), ...exampleFiles(dataDir)])}`;
  if (source === wanted) return;
  print.err(`importing the embedded dictionaries from ${dataDir}/ (open data and samples)`);
  const record = (written: Database, dbs: DbName[]): void => {
    forgetOperatorCredit(written, dbs);
    writeSetting(written, SOURCE_KEY, wanted);
  };
  importAndReport(database, files, { out: print.err, err: print.err }, undefined, record, dataDir);
}
