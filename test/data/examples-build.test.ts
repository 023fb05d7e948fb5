/**
 * The examples shipped in data/examples/ are what their raw sources and the embedded default's
 * headwords give, byte for byte, and read as a reader would expect: short sentences holding a
 * form of their headword, from dev splits only.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { exampleFiles } from '../../scripts/data/build-examples';

const built = exampleFiles('data');

test('data/examples/ holds what `npm run data:build` makes of its sources', () => {
  expect(built.sentences).toBe(readFileSync('data/examples/sentences.tsv', 'utf8'));
  expect(built.examples).toBe(readFileSync('data/examples/examples.tsv', 'utf8'));
});

test('every example is a sentence of a dev split, the form it marks a form of its headword', () => {
  const sentences = new Map(
    built.sentences
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const [id = '', source = '', text = ''] = line.split('\t');
        return [id, { source, text }];
      }),
  );
  const rows = built.examples.split('\n').filter((line) => line !== '');
  expect(rows.length).toBeGreaterThan(3_000);
  const perHeadword = new Map<string, number>();
  for (const row of rows) {
    const [headword = '', id = '', start = '', end = ''] = row.split('\t');
    perHeadword.set(headword, (perHeadword.get(headword) ?? 0) + 1);
    const sentence = sentences.get(id);
    expect(sentence, id).toBeDefined();
    // Only dev splits: PerDT's and Seraji's dev sentences, Shekasteh's dev lines.
    expect(id).toMatch(/^(perdt:dev-|seraji:dev-|shekasteh:line-)/);
    const form = sentence?.text.slice(Number(start), Number(end)) ?? '';
    expect(form.length, row).toBeGreaterThan(0);
  }
  expect(Math.max(...perHeadword.values())).toBeLessThanOrEqual(3);
  const book = rows.filter((row) => row.startsWith('کتاب\t')).map((row) => row.split('\t'));
  expect(book.length).toBeGreaterThan(0);
  for (const [, id = '', start = '', end = ''] of book) {
    expect(sentences.get(id)?.text.slice(Number(start), Number(end))).toMatch(/^کتاب/);
  }
});
