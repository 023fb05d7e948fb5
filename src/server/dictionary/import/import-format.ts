import type { DbName } from '../../../shared/catalog';
import type { EntryInput } from '../entries';
import { ImportError, type ReportProblem } from './problem';
import type { ImportLimits } from './import-limits';

/** A file to import, its format recognised and its companion files found. */
export interface Source {
  readonly file: string;
  readonly format: ImportFormat;
  /** Roughly how many bytes of entries it holds, to tell a bulk import from a small one. */
  readonly bytes: number;
  /**
   * Its entries; `as` is the database for entries that name none. `limits` bound what any file
   * may make the import take (import-limits.ts; their defaults when not given).
   */
  entries(as: DbName | undefined, report: ReportProblem, limits?: ImportLimits): Iterable<EntryInput>;
}

/**
 * Everything the importer knows about one format. A new format is one of these in its own module
 * and one line in `formats.ts`; detection, the import and the command's usage read that list.
 */
export interface ImportFormat {
  readonly id: string;
  /** How messages name it: "a TSV file does not say which dictionary it is". */
  readonly name: string;
  /** The file names it recognises, each naming the whole set for a format of several files. */
  readonly suffixes: readonly string[];
  /** How the unknown-format error names what it expects, e.g. "a dictd .index with its .dict". */
  readonly expected: string;
  /** JSON Lines names each entry's dictionary; the others need `--as`. */
  readonly namesItsDictionary: boolean;
  /**
   * The file as this format's source, or undefined when it is not one.
   * @throws ImportError when the file is of this format but a companion file is missing or bad.
   */
  recognise(file: string): Source | undefined;
}

/**
 * The database of a format that does not name one.
 * @throws ImportError without `as`, before anything is read.
 */
export function needsAs(source: Pick<Source, 'file' | 'format'>, as: DbName | undefined): DbName {
  if (as === undefined) {
    throw new ImportError(
      `${source.file}: a ${source.format.name} file does not say which dictionary it is; it needs --as DBNAME`,
    );
  }
  return as;
}
