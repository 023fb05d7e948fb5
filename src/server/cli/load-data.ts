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
 * frequency list, and in the same transaction the meaning index rebuilt from them and the examples
 * written afresh.
 */
export function importIndexed(
  database: Database,
  files: readonly (string | ImportFile)[],
  options: ImportOptions = {},
  dataDir = EMBEDDED_DATA,
): ImportReport {
  return importFiles(database, files, {
    frequency: frequencyIn(dataDir),
    ...options,
    afterWrite: (written) => {
      buildTextIndex(written);
      writeExamples(written, dataDir);
    },
  });
}

/** Imports files, printing each problem as `file:line: message` and the per-db counts; the dictionaries written. */
function importAndReport(
  database: Database,
  files: readonly (string | ImportFile)[],
  print: Printer,
  as?: DbName,
  dataDir?: string,
): DbName[] {
  const result = importIndexed(
    database,
    [...files],
    {
      ...(as === undefined ? {} : { as }),
      onProblem: (problem) => print.err(`${problem.file}:${problem.line}: ${problem.message}`),
    },
    dataDir,
  );
  const rows = Object.entries(result.perDb).map(([db, count]) => [db, String(count)]);
  print.out(formatTable(['db', 'entries'], rows));
  print.out(
    `${result.entries} entries imported${result.problems.length > 0 ? `, ${result.problems.length} lines skipped` : ''}`,
  );
  return Object.keys(result.perDb).filter((db): db is DbName => isDbName(db));
}

export interface LoadOptions {
  readonly as?: DbName | undefined;
  /** The source and licence the operator named (credit-flags.ts); empty fields where none. */
  readonly credit?: OperatorCredit | undefined;
}

/**
 * `--data`/`import`: the operator's files replace the dictionaries they name, which from then on
 * count as the operator's own data (no longer our sample), credited as the flags say.
 */
export function loadFiles(
  database: Database,
  files: readonly string[],
  print: Printer,
  options: LoadOptions = {},
): void {
  const written = importAndReport(database, files, print, options.as);
  writeOperatorCredit(database, written, options.credit ?? NO_CREDIT);
  writeSetting(database, SOURCE_KEY, `files:${contentHash([...files])}`);
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
  forgetOperatorCredit(
    database,
    importAndReport(database, files, { out: print.err, err: print.err }, undefined, dataDir),
  );
  writeSetting(database, SOURCE_KEY, wanted);
}
