import { readLines } from './lines';
import type { ReportProblem } from './problem';

/** A line worth parsing, with a `fail` that reports a problem against its file and number. */
export interface TextLine {
  readonly number: number;
  readonly text: string;
  fail(message: string): void;
}

/**
 * The lines of a line-per-entry file (JSONL, TSV) that hold something: blank lines are skipped,
 * a line that is not valid UTF-8 is reported and skipped.
 */
export function* textLines(file: string, report: ReportProblem): Generator<TextLine> {
  for (const line of readLines(file)) {
    if (line.text.trim() === '') continue;
    const fail = (message: string): void => report({ file, line: line.number, message });
    if (!line.utf8) fail('not valid UTF-8');
    else yield { number: line.number, text: line.text, fail };
  }
}
