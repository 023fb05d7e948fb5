import fs from 'node:fs';
import path from 'node:path';
import { NO_FREQUENCY, wordFrequency, type WordFrequency } from '../../shared/frequency';

/** Where the embedded default keeps its frequency list, under the data directory (data/frequency/README.md). */
export const FREQUENCY_DIR = 'frequency';
export const HEADWORDS_FILE = 'headwords.tsv';
export const FORMS_FILE = 'forms.tsv';

/** The `word⇥count` rows of a list file, in its order; none when the file is absent. */
export function* frequencyRows(file: string): Generator<[string, number]> {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    const count = Number(line.slice(tab + 1));
    if (Number.isFinite(count)) yield [line.slice(0, tab), count];
  }
}

/** The list's files under `dataDir`, those that exist: what a sample's import is told apart by. */
export function frequencyFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, FREQUENCY_DIR);
  return [HEADWORDS_FILE, FORMS_FILE].map((name) => path.join(dir, name)).filter((file) => fs.existsSync(file));
}

/**
 * The frequency list under `dataDir` (headwords commonest first, forms with their counts); a data
 * directory without one knows no word, and every headword is rare.
 */
export function readFrequency(dataDir: string): WordFrequency {
  const dir = path.join(dataDir, FREQUENCY_DIR);
  const headwords = path.join(dir, HEADWORDS_FILE);
  if (!fs.existsSync(headwords)) return NO_FREQUENCY;
  return wordFrequency(
    Array.from(frequencyRows(headwords), ([headword]) => headword),
    frequencyRows(path.join(dir, FORMS_FILE)),
  );
}
