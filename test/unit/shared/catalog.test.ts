import { expect, test } from 'vitest';
import { DATABASES, DB_NAMES, dbInfo, dbsInGroup, parseFilter } from '../../../src/shared/catalog';

const SPEC_ORDER =
  'dehkhoda,moein,amid,motaradef,farhangestan,sareh,ganjvajeh,wiki,slang,quran,name,thesis,isfahani,bakhtiari,tehrani,dezfuli,gonabadi,mazani,en2fa,ar2fa,fa2en,fa2ar';

test('the catalog holds the 22 databases in the spec order', () => {
  expect(DB_NAMES.join(',')).toBe(SPEC_ORDER);
});

test.each([
  ['dehkhoda', 'لغت‌نامه دهخدا'],
  ['moein', 'فرهنگ فارسی معین'],
  ['amid', 'فرهنگ فارسی عمید'],
  ['motaradef', 'واژگان مترادف و متضاد'],
  ['farhangestan', 'واژه‌های مصوّب فرهنگستان'],
  ['sareh', 'فرهنگ واژه‌های سره'],
  ['name', 'فرهنگ نام‌ها'],
] as const)('%s carries the source name seen on the wire', (db, source) => {
  expect(dbInfo(db).source).toBe(source);
});

test('groups partition the catalog as the spec table does', () => {
  expect(dbsInGroup('dialect')).toEqual(['isfahani', 'bakhtiari', 'tehrani', 'dezfuli', 'gonabadi', 'mazani']);
  expect(dbsInGroup('bilingual')).toEqual(['en2fa', 'ar2fa', 'fa2en', 'fa2ar']);
  expect(dbsInGroup('general')).toEqual(['dehkhoda', 'moein', 'amid', 'ganjvajeh', 'wiki']);
  expect(dbsInGroup('special')).toHaveLength(7);
  expect(new Set(DATABASES.map((db) => db.source)).size).toBe(22);
});

test.each([
  ['moein, sareh', ['moein', 'sareh'], []],
  ['en2Fa,FA2AR', ['en2fa', 'fa2ar'], []],
  ['amid,,moein,amid, ', ['amid', 'moein'], []],
  ['moein,klingon,Vulcan', ['moein'], ['klingon', 'Vulcan']],
] as const)('parseFilter(%j) keeps priority order', (raw, dbs, unknown) => {
  expect(parseFilter(raw)).toEqual({ dbs, unknown });
});

test.each([undefined, '', ' , ,'])('a filter of nothing (%j) means all 22 in order', (raw) => {
  expect(parseFilter(raw).dbs).toEqual(DB_NAMES);
});

test('meanings are Persian but in the two dictionaries from Persian, English for fa2en and Arabic for fa2ar', () => {
  const foreign = DATABASES.filter((db) => db.meanings !== 'fa').map((db) => `${db.name}:${db.meanings}`);
  expect(foreign).toEqual(['fa2en:en', 'fa2ar:ar']);
});

test('each row credits what ships for it: its open sources, each named and licensed, or our labelled sample', () => {
  const real = DATABASES.filter((db) => !db.credit.sample);
  expect(real.map((db) => db.name)).toEqual([
    'motaradef',
    'slang',
    'name',
    'isfahani',
    'bakhtiari',
    'tehrani',
    'mazani',
    'en2fa',
    'ar2fa',
    'fa2en',
    'fa2ar',
  ]);
  for (const db of real) {
    expect(db.credit.sources.length).toBeGreaterThan(0);
    for (const source of db.credit.sources) {
      expect(source.name).not.toBe('');
      expect(source.url).toMatch(/^https?:\/\//);
      expect(source.licence).not.toBe('');
      expect(source.licenceUrl).toMatch(/^https:\/\//);
    }
  }
  expect(dbInfo('fa2en').credit.sources).toEqual([
    expect.objectContaining({
      name: 'Wiktionary contributors',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
    }),
  ]);
  // The thesaurus names every source its pairs are drawn from, the Persian WordNet's grant among them.
  expect(dbInfo('motaradef').credit.sources.map((source) => source.licence)).toContain(
    'free to use (the author’s grant)',
  );
  // A sample names no outside source: it is ours, and says so instead.
  expect(DATABASES.filter((db) => db.credit.sample).every((db) => db.credit.sources.length === 0)).toBe(true);
});
