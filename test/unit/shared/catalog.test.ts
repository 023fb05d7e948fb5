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

test('each row credits what ships for it: Wiktionary for fa2en and en2fa, our labelled sample for the rest', () => {
  const real = DATABASES.filter((db) => !db.credit.sample);
  expect(real.map((db) => db.name)).toEqual(['en2fa', 'fa2en']);
  for (const db of real) {
    expect(db.credit).toMatchObject({ name: 'Wiktionary contributors', url: 'https://en.wiktionary.org/' });
    expect(db.credit.licenceUrl).toBe('https://creativecommons.org/licenses/by-sa/3.0/');
  }
  // A sample names no outside source: it is ours, and says so instead.
  expect(DATABASES.filter((db) => db.credit.sample).every((db) => db.credit.name === '')).toBe(true);
});
