import { IMPORT_LIMITS, sizeOf, type ImportLimits } from './import-limits';
import { readLines } from './lines';
import type { ReportProblem } from './problem';

/**
 * A line worth parsing, with a `fail` that reports a problem against its file and number: the line
 * skipped, or (`dropped`) that many of its alternates left out.
 */
export interface TextLine {
  readonly number: number;
  readonly text: string;
  fail(message: string, dropped?: number): void;
}

/**
 * The lines of a line-per-entry file (JSONL, TSV) that hold something: blank lines are skipped,
 * a line that is not valid UTF-8, or longer than the limit, is reported and skipped.
 */
export function* textLines(
  file: string,
  report: ReportProblem,
  limits: ImportLimits = IMPORT_LIMITS,
): Generator<TextLine> {
  for (const line of readLines(file, limits.lineBytes)) {
    const fail = (message: string, dropped?: number): void =>
      report({ file, line: line.number, message, ...(dropped === undefined ? {} : { dropped }) });
    if (line.tooLong === true) fail(`the line is longer than ${sizeOf(limits.lineBytes)}; it is skipped`);
    else if (line.text.trim() === '') continue;
    else if (!line.utf8) fail('not valid UTF-8');
    else yield { number: line.number, text: line.text, fail };
  }
}
