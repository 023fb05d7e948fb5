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

test('the embedded default: the dictionaries open data fills credit their sources; the rest are our labelled sample', () => {
  const { dir, database } = opened();
  // A sample file and one built file stand for the whole default, which takes seconds to import.
  const data = path.join(dir, 'data');
  mkdirSync(path.join(data, 'built'), { recursive: true });
  for (const name of ['moein.jsonl', 'built/ar2fa.jsonl']) copyFileSync(path.join('data', name), path.join(data, name));
  loadSample(database, data, quiet);
  const credits = dictionaryCredits(database);
  expect(credits).toHaveLength(22);
  expect(credits.filter((credit) => credit.sample).map((credit) => credit.db)).toEqual([
    'dehkhoda',
    'moein',
    'amid',
    'farhangestan',
    'sareh',
    'ganjvajeh',
    'wiki',
    'quran',
    'thesis',
    'dezfuli',
    'gonabadi',
  ]);
  expect(creditOf(database, 'fa2en')?.sources).toEqual([
    expect.objectContaining({
      name: 'Wiktionary contributors',
      licence: 'CC BY-SA 3.0 / GFDL',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
    }),
  ]);
  const arabic = creditOf(database, 'ar2fa');
  expect(arabic?.sources.map((source) => source.name)).toContain(
    'Arabic WordNet (Elkateb, Black et al.; Abouenour, Bouzoubaa, Rosso)',
  );
  expect(arabic?.entries).toBe(
    Number(database.prepare("SELECT count(*) FROM entries WHERE db = 'ar2fa'").pluck().get()),
  );
  expect(arabic?.entries).toBeGreaterThan(1000);
  const moein = creditOf(database, 'moein');
  expect(moein).toMatchObject({ sample: true, sources: [] });
  expect(moein?.entries).toBeGreaterThan(0);
});

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
    db: 'moein',
    entries: 2,
    sources: [{ ...credit, via: '', viaUrl: '' }],
    sample: false,
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
  expect(creditOf(database, 'amid')).toMatchObject({ sample: false, sources: [] });
  expect(creditOf(database, 'fa2en')).toMatchObject({
    sample: false,
    sources: [expect.objectContaining({ name: 'Wiktionary contributors' })],
  });
});
