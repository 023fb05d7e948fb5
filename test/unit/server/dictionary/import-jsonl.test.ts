import { expect, test } from 'vitest';
import { importFiles, type ImportProblem } from '../../../../src/server/dictionary/import-files';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { idsWithWord, jsonl, storedEntries, writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

test('JSONL entries land in their databases with title, text, pron and snippet', () => {
  const file = writeFile(
    tempDir(),
    'sample.jsonl',
    jsonl([
      { db: 'moein', title: 'کتاب', text: '<b>نوشته</b>ای &laquo;صحافی&raquo; شده.', pron: 'ketāb' },
      { db: 'en2fa', title: 'book', text: 'کتاب' },
      { db: 'fa2en', title: 'کتاب', text: 'book', title_en: 'book' },
    ]),
  );
  const database = openStore(':memory:');
  const report = importFiles(database, [file]);
  expect(report).toEqual({ entries: 3, perDb: { moein: 1, en2fa: 1, fa2en: 1 }, problems: [], skipped: 0, dropped: 0 });
  expect(storedEntries(database).map(({ id: _id, ...entry }) => entry)).toEqual([
    {
      db: 'moein',
      num: 1,
      title: 'کتاب',
      title_en: '',
      pron: 'ketāb',
      text: '<b>نوشته</b>ای &laquo;صحافی&raquo; شده.',
      // Inline tags leave nothing between the letters they wrapped.
      snippet: 'نوشتهای «صحافی» شده.',
    },
    // docs/v3-contract.md §8: en2fa repeats its English headword in title_en.
    { db: 'en2fa', num: 1, title: 'book', title_en: 'book', pron: '', text: 'کتاب', snippet: 'کتاب' },
    { db: 'fa2en', num: 1, title: 'کتاب', title_en: 'book', pron: '', text: 'book', snippet: 'book' },
  ]);
});

test('the meaning words are in the full-text index under the entry id, normalised', () => {
  const file = writeFile(
    tempDir(),
    'a.jsonl',
    jsonl([
      { db: 'amid', title: 'الف', text: 'حرف نخست' },
      { db: 'amid', title: 'ب', text: '<i>حرفِ</i> دوم كه' },
    ]),
  );
  const database = openStore(':memory:');
  importFiles(database, [file]);
  const [first, second] = storedEntries(database);
  expect(idsWithWord(database, 'حرف')).toEqual([first?.id, second?.id]);
  expect(idsWithWord(database, 'که')).toEqual([second?.id]);
  expect(idsWithWord(database, 'كه')).toEqual([]);
});

test('blank lines, a byte-order mark and CRLF line ends are accepted', () => {
  const content =
    '\uFEFF{"db":"sareh","title":"آب","text":"آبه"}\r\n\r\n   \n{"db":"sareh","title":"نان","text":"خوراک"}\r\n';
  const database = openStore(':memory:');
  const report = importFiles(database, [writeFile(tempDir(), 'crlf.jsonl', content)]);
  expect(report.problems).toEqual([]);
  expect(storedEntries(database).map((e) => [e.title, e.text])).toEqual([
    ['آب', 'آبه'],
    ['نان', 'خوراک'],
  ]);
});

test('--as gives lines without db their database; lines that name one keep it', () => {
  const file = writeFile(
    tempDir(),
    'mixed.jsonl',
    jsonl([
      { title: 'دریا', text: 'آب بسیار' },
      { db: 'Moein', title: 'کوه', text: 'بلندی' },
    ]),
  );
  const database = openStore(':memory:');
  expect(importFiles(database, [file], { as: 'slang' }).perDb).toEqual({ slang: 1, moein: 1 });
  expect(storedEntries(database).map((e) => [e.db, e.title])).toEqual([
    ['slang', 'دریا'],
    ['moein', 'کوه'],
  ]);
});

test('bad lines are reported with file and line number and skipped while the rest imports', () => {
  const dir = tempDir();
  const lines = [
    '{"db":"moein","title":"یک","text":"۱"}',
    '{"db":"moein","title":"دو", "text":',
    '{"db":"moein","text":"بی‌عنوان"}',
    '',
    '{"db":"klingon","title":"سه","text":"۳"}',
    '{"title":"چهار","text":"۴"}',
    '["db","moein"]',
    '{"db":"moein","title":"پنج","text":5}',
    '{"db":"moein","title":"شش","text":"۶"}',
  ];
  const file = writeFile(dir, 'bad.jsonl', lines.join('\n'));
  const seen: ImportProblem[] = [];
  const database = openStore(':memory:');
  const report = importFiles(database, [file], { onProblem: (problem) => seen.push(problem) });
  expect(report.entries).toBe(2);
  expect(storedEntries(database).map((e) => e.title)).toEqual(['یک', 'شش']);
  expect(report.problems.map((p) => [p.file, p.line])).toEqual([
    [file, 2],
    [file, 3],
    [file, 5],
    [file, 6],
    [file, 7],
    [file, 8],
  ]);
  expect(report.problems[0]?.message).toMatch(/not valid JSON/);
  expect(report.problems[1]?.message).toMatch(/missing "title"/);
  expect(report.problems[2]?.message).toMatch(/unknown database "klingon"/);
  expect(report.problems[3]?.message).toMatch(/no "db", and the import has no --as/);
  expect(report.problems[4]?.message).toMatch(/expected a JSON object/);
  expect(report.problems[5]?.message).toMatch(/missing "text"/);
  expect(seen).toEqual(report.problems);
});

test('a line that is not UTF-8 is reported, not imported as mojibake', () => {
  const bytes = Buffer.concat([
    Buffer.from('{"db":"moein","title":"'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('","text":"x"}\n{"db":"moein","title":"درست","text":"x"}\n'),
  ]);
  const database = openStore(':memory:');
  const report = importFiles(database, [writeFile(tempDir(), 'latin1.jsonl', bytes)]);
  expect(report.problems).toEqual([expect.objectContaining({ line: 1, message: 'not valid UTF-8' })]);
  expect(storedEntries(database).map((e) => e.title)).toEqual(['درست']);
});

test('a thesaurus entry keeps its senses; senses of the wrong shape skip the line, named', () => {
  const senses = [{ gloss: 'happy (feeling pleasure)', synonyms: ['شاد'], antonyms: ['غمگین'] }];
  const file = writeFile(
    tempDir(),
    'thesaurus.jsonl',
    jsonl([
      { db: 'motaradef', title: 'خوشحال', text: 'شاد ≠ غمگین<br><br>', thesaurus: senses },
      { db: 'motaradef', title: 'شاد', text: 'خوشحال', thesaurus: [{ gloss: 'happy', synonyms: 'خوشحال' }] },
    ]),
  );
  const database = openStore(':memory:');
  const report = importFiles(database, [file]);
  expect(report.problems.map(({ line, message }) => [line, message])).toEqual([
    [2, '"شاد": "thesaurus" must be an array of {gloss, synonyms, antonyms}'],
  ]);
  const stored = database.prepare('SELECT title, thesaurus FROM entries').all();
  expect(stored).toEqual([{ title: 'خوشحال', thesaurus: JSON.stringify(senses) }]);
});
