import { expect, test } from 'vitest';
import { importIndexed } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { GlossReverser, shortGlosses } from '../../../../src/server/dictionary/reverse-glosses';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { storedEntries, writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

const FA_EN = [
  'نامه|nâme\t<i>noun</i><br><ol><li>letter, book</li><li>(archaic) the written word of a covenant between two peoples</li></ol>',
  'کتاب|ketâb|kotob\t<i>noun</i><br><ol><li>book</li></ol>',
  'آب|âb\t<i>noun</i><br><ol><li>water</li><li>river</li></ol>',
  'خواندن|xândan\t<i>verb</i><br><ol><li>to read</li><li>to sing</li></ol>',
  'رود|rud\t<i>noun</i><br><ol><li>river</li></ol>',
  '',
].join('\n');

test('short glosses of each sense, brackets left out; a definition is no gloss', () => {
  expect(
    shortGlosses('<i>noun</i><br><ol><li>(vulgar) semen, cum</li><li>the Persian comma punctuation mark</li></ol>'),
  ).toEqual([
    [0, 0, 'semen'],
    [0, 1, 'cum'],
  ]);
});

test('en2fa lists the headwords each short gloss glosses, with pron, first senses first', () => {
  const file = writeFile(tempDir(), 'fa-en.tsv', FA_EN);
  const database = openStore(':memory:');
  const report = importIndexed(database, [{ file, as: 'fa2en', reverseInto: 'en2fa' }]);
  expect(report.perDb).toEqual({ fa2en: 5, en2fa: 6 });
  const en2fa = new Map(storedEntries(database, 'en2fa').map((entry) => [entry.title, entry]));
  expect([...en2fa.keys()]).toEqual(['book', 'letter', 'river', 'to read', 'to sing', 'water']);
  // «کتاب» has "book" as the first gloss of its first sense, «نامه» as its second.
  expect(en2fa.get('book')?.text).toBe('<ol><li>کتاب <i>(ketâb)</i></li><li>نامه <i>(nâme)</i></li></ol>');
  // «رود»'s first sense is "river"; «آب»'s second.
  expect(en2fa.get('river')?.text).toBe('<ol><li>رود <i>(rud)</i></li><li>آب <i>(âb)</i></li></ol>');
  expect(en2fa.get('to read')?.title_en).toBe('to read');
  const engine = createEngine(database);
  const found = engine.search({ q: 'water', type: 'exact', dbs: ['en2fa'], start: 0, rows: 5 }).results;
  expect(found.map((result) => [result.title, result.text])).toEqual([['water', 'آب (âb)']]);
});

test('among the headwords a gloss is the first sense of, the commoner comes first where the frequency list ranks them', () => {
  const ranks = new Map([
    ['دوست', 40],
    ['رفیق', 900],
  ]);
  const frequency = { headwordRank: (headword: string) => ranks.get(headword), formCount: () => 0 };
  const fill = (reverser: GlossReverser) => {
    reverser.add('یار', '<ol><li>friend</li></ol>', '');
    reverser.add('رفیق', '<ol><li>friend</li></ol>', '');
    reverser.add('دوست', '<ol><li>friend, lover</li></ol>', 'dust');
    reverser.add('آشنا', '<ol><li>acquaintance</li><li>friend</li></ol>', '');
    return reverser.entries('en2fa').find((entry) => entry.title === 'friend')?.text;
  };
  // Ranked: «دوست», «رفیق», then «یار» the list lacks; a later sense («آشنا») still last.
  expect(fill(new GlossReverser(frequency))).toBe(
    '<ol><li>دوست <i>(dust)</i></li><li>رفیق</li><li>یار</li><li>آشنا</li></ol>',
  );
  // Without a list, the order the entries came in.
  expect(fill(new GlossReverser())).toBe('<ol><li>یار</li><li>رفیق</li><li>دوست <i>(dust)</i></li><li>آشنا</li></ol>');
});
