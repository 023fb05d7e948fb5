/**
 * Our own checked readings (data/romanisation/): where the romanisation a dictionary's data leads
 * to for a headword is not the standard Iranian reading («roftan» for «رفتن», «der» for «در»), the
 * reading a reader is shown instead. Written by us, headword by headword, for the commonest words;
 * read once, when first needed (an import).
 */
import fs from 'node:fs';
import path from 'node:path';
import { exactKey } from '../../shared/persian/normalise';

/**
 * `headword⇥romanisation`, one a line: the fixes (data/romanisation/README.md). Under the data
 * directory the service reads its embedded default from (the working directory's, as `start` does).
 */
export const CHECKED_READINGS_FILE = path.join('data', 'romanisation', 'fixes.tsv');

let readings: ReadonlyMap<string, string> | undefined;

/** Reads a `headword⇥romanisation` file into a map by exact key; none when the file is absent. */
export function readingsOf(file: string): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  if (!fs.existsSync(file)) return map;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [headword = '', reading = ''] = line.split('\t');
    if (headword.trim() !== '' && reading.trim() !== '') map.set(exactKey(headword), reading.trim());
  }
  return map;
}

/** The reading we checked and wrote for `headword`, if it is one we corrected. */
export function checkedReading(headword: string): string | undefined {
  readings ??= readingsOf(CHECKED_READINGS_FILE);
  return readings.get(exactKey(headword));
}
