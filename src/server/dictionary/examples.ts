/**
 * The word pages' examples in the store: sentences of open corpora holding a form of a headword
 * (data/examples/README.md), written at every import from the embedded default's built files, and
 * read by a headword's exact key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { isExampleSource } from '../../shared/example-sources';
import { exactKey } from '../../shared/persian/normalise';
import type { Example } from '../../shared/wire/word-extras';
import { isRow, numberOf, textOf } from './rows';

/** Where the embedded default keeps them, under the data directory. */
export const EXAMPLES_DIR = 'examples';
export const SENTENCES_FILE = 'sentences.tsv';
export const EXAMPLES_FILE = 'examples.tsv';

/** The built files under `dataDir` that hold the examples; none when it has no examples. */
export function exampleFiles(dataDir: string): string[] {
  const files = [SENTENCES_FILE, EXAMPLES_FILE].map((name) => path.join(dataDir, EXAMPLES_DIR, name));
  return files.every((file) => fs.existsSync(file)) ? files : [];
}

const rows = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));

/**
 * Replaces the stored examples with those under `dataDir`, in the caller's transaction; a data
 * directory without them leaves none. Returns how many were written.
 */
export function writeExamples(database: Database, dataDir: string): number {
  database.exec('DELETE FROM examples; DELETE FROM example_sentences;');
  const [sentences, examples] = exampleFiles(dataDir);
  if (sentences === undefined || examples === undefined) return 0;
  const sentence = database.prepare('INSERT INTO example_sentences (id, source, text) VALUES (?, ?, ?)');
  for (const [id = '', source = '', text = ''] of rows(sentences)) {
    if (isExampleSource(source)) sentence.run(id, source, text);
  }
  const example = database.prepare(
    'INSERT OR IGNORE INTO examples (key, ord, sentence, start, end) VALUES (?, ?, ?, ?, ?)',
  );
  const ords = new Map<string, number>();
  let count = 0;
  for (const [headword = '', id = '', start = '', end = ''] of rows(examples)) {
    const key = exactKey(headword);
    const ord = (ords.get(key) ?? 0) + 1;
    ords.set(key, ord);
    example.run(key, ord, id, Number(start), Number(end));
    count += 1;
  }
  return count;
}

/**
 * The examples under `dataDir` in memory, by any spelling of a headword, for a service with no store
 * of its own (proxy mode): they are ours, found in our corpora, whoever holds the entries. A few
 * hundred kilobytes for the embedded default; none when the directory has none.
 */
export function shippedExamples(dataDir: string): (headword: string) => Example[] {
  const byKey = new Map<string, Example[]>();
  const [sentences, examples] = exampleFiles(dataDir);
  if (sentences !== undefined && examples !== undefined) {
    const sentenceOf = new Map<string, { source: string; text: string }>();
    for (const [id = '', source = '', text = ''] of rows(sentences)) {
      if (isExampleSource(source)) sentenceOf.set(id, { source, text });
    }
    for (const [headword = '', id = '', start = '', end = ''] of rows(examples)) {
      const sentence = sentenceOf.get(id);
      if (sentence === undefined) continue;
      const key = exactKey(headword);
      const list = byKey.get(key) ?? [];
      if (list.length === 0) byKey.set(key, list);
      list.push({ text: sentence.text, start: Number(start), end: Number(end), source: sentence.source });
    }
  }
  return (headword) => byKey.get(exactKey(headword)) ?? [];
}

/** A headword's examples in their order, by any spelling of it; none when it has none. */
export function examplesOf(database: Database): (headword: string) => Example[] {
  const byKey = database.prepare<[string], unknown>(
    `SELECT s.text, e.start, e.end, s.source FROM examples e JOIN example_sentences s ON s.id = e.sentence
     WHERE e.key = ? ORDER BY e.ord`,
  );
  return (headword) =>
    byKey
      .all(exactKey(headword))
      .filter(isRow)
      .map((row) => ({
        text: textOf(row, 'text'),
        start: numberOf(row, 'start'),
        end: numberOf(row, 'end'),
        source: textOf(row, 'source'),
      }));
}
