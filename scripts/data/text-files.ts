/**
 * How the data builders read their sources and write what they build: UTF-8, LF line ends, one
 * final newline, rows sorted by code units (never by locale), so a rebuild gives the same bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a source by its path under the data directory (`data/`, or a test's fixture folder). */
export type SourceReader = (path: string) => string;

export function sourceReader(dataDir: string): SourceReader {
  // A BOM is no part of the text; some sources' editors leave one.
  return (path) => readFileSync(join(dataDir, path), 'utf8').replace(/^\uFEFF/, '');
}

/** One file a builder makes: its path under the data directory and its whole text. */
export interface BuiltFile {
  readonly path: string;
  readonly text: string;
}

export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Rows as a file's text: one a line, each ended by a newline. */
export function lines(rows: readonly string[]): string {
  return rows.map((row) => `${row}\n`).join('');
}

/** A source's lines without their line ends, blank ones and `#` comments left out. */
export function sourceLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}
