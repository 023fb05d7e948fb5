import { expect, test } from 'vitest';
import { ImportError, importFiles } from '../../../../src/server/dictionary/import-files';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { storedEntries, writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

test('TSV lines become entries of the --as database, with tab-file escapes undone', () => {
  const file = writeFile(
    tempDir(),
    'words.tsv',
    'آسمان\tفضای بالای زمین\nستاره\tجرم آسمانی\\nکه می‌درخشد\\t(شب)\\\\\nآسمان\tدومین معنی\n',
  );
  const database = openStore(':memory:');
  const report = importFiles(database, [file], { as: 'ganjvajeh' });
  expect(report).toEqual({ entries: 3, perDb: { ganjvajeh: 3 }, problems: [], skipped: 0, dropped: 0 });
  expect(storedEntries(database).map((e) => [e.db, e.title, e.num, e.text])).toEqual([
    ['ganjvajeh', 'آسمان', 1, 'فضای بالای زمین'],
    ['ganjvajeh', 'ستاره', 1, 'جرم آسمانی\nکه می‌درخشد\t(شب)\\'],
    ['ganjvajeh', 'آسمان', 2, 'دومین معنی'],
  ]);
});

test('a TSV line without a tab or without a headword is reported and skipped', () => {
  const file = writeFile(tempDir(), 'bad.tsv', 'خوب\tنیک\nبی‌جدا کننده\n\tبی‌سرواژه\nبد\tزشت\n');
  const database = openStore(':memory:');
  const report = importFiles(database, [file], { as: 'sareh' });
  expect(storedEntries(database).map((e) => e.title)).toEqual(['خوب', 'بد']);
  expect(report.problems).toEqual([
    { file, line: 2, message: 'no TAB between the headword and the meaning' },
    { file, line: 3, message: 'the headword is empty' },
  ]);
});

test('a TSV file without --as is refused before anything changes', () => {
  const file = writeFile(tempDir(), 'words.tsv', 'a\tb\n');
  const database = openStore(':memory:');
  expect(() => importFiles(database, [file])).toThrow(ImportError);
  expect(() => importFiles(database, [file])).toThrow(
    `${file}: a TSV file does not say which dictionary it is; it needs --as DBNAME`,
  );
  expect(storedEntries(database)).toEqual([]);
});
