/**
 * What the service says of each dictionary's source once data is in: the catalog's for what
 * Farhang ships, the operator's for their own import, and never our sample label on their data.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadFiles, loadSample } from '../../../../src/server/cli/load-data';
import { dictionaryCredits } from '../../../../src/server/dictionary/dictionary-credits';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { jsonl, writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

const quiet = { out: () => undefined, err: () => undefined };

function opened() {
  const dir = tempDir();
  return { dir, database: openStore(path.join(dir, 'farhang.db')) };
}

const creditOf = (database: Parameters<typeof dictionaryCredits>[0], db: string) =>
  dictionaryCredits(database).find((credit) => credit.db === db);

// The whole shipped default, open data included: seconds of import, so more than the default 5 s to finish.
test('the sample: every dictionary but fa2en and en2fa is our labelled sample; those two credit Wiktionary', () => {
  const { database } = opened();
  loadSample(database, 'data', quiet);
  const credits = dictionaryCredits(database);
  expect(credits).toHaveLength(22);
  expect(credits.filter((credit) => !credit.sample).map((credit) => credit.db)).toEqual(['en2fa', 'fa2en']);
  expect(creditOf(database, 'fa2en')).toMatchObject({
    name: 'Wiktionary contributors',
    licence: 'CC BY-SA 3.0 / GFDL',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
  });
  const moein = creditOf(database, 'moein');
  expect(moein).toMatchObject({ sample: true, name: '', licence: '' });
  expect(moein?.entries).toBe(
    Number(database.prepare("SELECT count(*) FROM entries WHERE db = 'moein'").pluck().get()),
  );
  expect(moein?.entries).toBeGreaterThan(0);
}, 30_000);

test("an operator's import with credit flags: those dictionaries carry their credit and are no sample", () => {
  const { dir, database } = opened();
  // Two of the sample's files are enough to start from our sample; the whole default takes seconds.
  const sample = path.join(dir, 'data');
  mkdirSync(sample);
  for (const name of ['moein.jsonl', 'amid.jsonl']) copyFileSync(path.join('data', name), path.join(sample, name));
  loadSample(database, sample, quiet);
  expect(creditOf(database, 'moein')?.sample).toBe(true);
  const file = writeFile(
    dir,
    'mine.jsonl',
    jsonl([
      { db: 'moein', title: 'نو', text: 'معنی' },
      { db: 'moein', title: 'کهن', text: 'معنی' },
    ]),
  );
  const credit = { name: 'Our Press', url: 'https://press.example/', licence: 'CC BY 4.0', licenceUrl: '' };
  loadFiles(database, [file], quiet, { credit });
  expect(creditOf(database, 'moein')).toEqual({
    ...credit,
    via: '',
    viaUrl: '',
    sample: false,
    db: 'moein',
    entries: 2,
  });
  // The dictionaries it did not name are as they were.
  expect(creditOf(database, 'amid')?.sample).toBe(true);
});

test('an import without flags: over a sample it names nobody; over Wiktionary data it keeps Wiktionary', () => {
  const { dir, database } = opened();
  const file = writeFile(
    dir,
    'plain.jsonl',
    jsonl([
      { db: 'amid', title: 'نو', text: 'معنی' },
      { db: 'fa2en', title: 'نو', text: 'new' },
    ]),
  );
  loadFiles(database, [file], quiet);
  expect(creditOf(database, 'amid')).toMatchObject({ sample: false, name: '', licence: '' });
  expect(creditOf(database, 'fa2en')).toMatchObject({ sample: false, name: 'Wiktionary contributors' });
});
