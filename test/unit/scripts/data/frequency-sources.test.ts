import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { countedForm, subtitleCounts, treebankCounts } from '../../../../scripts/data/frequency-sources';
import { exactKey } from '../../../../src/shared/persian/normalise';

const file = (name: string, text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'farhang-frequency-')), name);
  writeFileSync(path, text);
  return path;
};

test('a subtitle token is counted as our normaliser writes it; bound morphemes set apart and non-words are not', () => {
  expect(countedForm('كتاب')).toBe('کتاب');
  expect(countedForm('میخوام')).toBe('میخوام');
  expect(countedForm('و')).toBe('و');
  expect(['مي', 'ها', 'ام', 'ترین', 'ش', '،', 'ok', '12'].map(countedForm)).toEqual(Array(8).fill(undefined));
  const counts = subtitleCounts(file('fa.txt', 'مي 30\nكتاب 7\nکتاب 3\n، 99\nسلام 5\n'));
  expect([...counts]).toEqual([
    ['کتاب', 10],
    ['سلام', 5],
  ]);
});

test("a treebank's surface words are counted, a split clitic with its host, and verbs' lemmas become infinitives", () => {
  const conllu = [
    '# text = کتابش را خواند و شد',
    '1-2\tکتابش\t_\t_',
    '1\tکتاب\tکتاب\tNOUN',
    '2\tش\tاو\tPRON',
    '3\tرا\tرا\tADP',
    '4\tخواند\tخواند\tVERB',
    '5\tو\tو\tCCONJ',
    '6\tشد\tکرد\tAUX',
    '',
  ].join('\n');
  const { counts, lemmas, tokens } = treebankCounts(file('dev.conllu', conllu));
  expect(tokens).toBe(5);
  expect([...counts.keys()]).toEqual(['کتابش', 'را', 'خواند', 'و', 'شد']);
  expect(lemmas.get(exactKey('کتابش'))).toEqual(new Map([[exactKey('کتاب'), 1]]));
  expect(lemmas.get(exactKey('خواند'))).toEqual(new Map([[exactKey('خواندن'), 1]]));
  // «شد» lemmatised as «کرد» is the treebank's passive convention, not the word written.
  expect(lemmas.has(exactKey('شد'))).toBe(false);
});
