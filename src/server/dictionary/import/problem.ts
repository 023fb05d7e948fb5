/** A line or record an import skipped, and why. For binary formats `line` is the record number. */
export interface ImportProblem {
  file: string;
  line: number;
  message: string;
}

export type ReportProblem = (problem: ImportProblem) => void;

/** The import as a whole cannot run (missing or unknown file, `--as` needed); nothing was changed. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}
