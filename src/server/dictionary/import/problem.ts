import { printable } from './unsafe-characters';

/**
 * A line or record an import skipped, or a part of one it left out, and why. For binary formats
 * `line` is the record number. The file and the message are printable: whatever a file held, its
 * control and bidi characters are escaped (unsafe-characters.ts).
 */
export interface ImportProblem {
  file: string;
  line: number;
  message: string;
  /** The entry was imported without this many of its alternates; absent: the line was skipped. */
  dropped?: number;
}

export type ReportProblem = (problem: ImportProblem) => void;

/** The problem as it may be shown: its file and message with unsafe characters escaped. */
export function shownProblem(problem: ImportProblem): ImportProblem {
  return { ...problem, file: printable(problem.file), message: printable(problem.message) };
}

/** The import as a whole cannot run (missing or unknown file, `--as` needed); nothing was changed. */
export class ImportError extends Error {
  override readonly name = 'ImportError';

  constructor(message: string, options?: ErrorOptions) {
    // A file's name or bytes quoted here reach the operator's terminal.
    super(printable(message), options);
  }
}
