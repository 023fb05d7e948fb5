import { expect, test } from 'vitest';
import { DATABASES, DB_NAMES } from '../../../src/shared/catalog';
import { creditsByDb, everyDictionaryFilter, readingFilter, samplesLast } from '../../../src/shared/credits';

/** The credits a service would send: the catalog's, or with some dictionaries made real by an import. */
function credits(real: readonly string[] = []) {
  return creditsByDb(
    DATABASES.map(({ name, credit }) => ({
      ...credit,
      sources: [...credit.sources],
      db: name,
      entries: 1,
      sample: credit.sample && !real.includes(name),
    })),
  );
}

test('dictionaries that hold samples come after every real one, each otherwise in its place', () => {
  expect(samplesLast(['dehkhoda', 'dezfuli', 'fa2en', 'moein', 'en2fa'], credits())).toEqual([
    'fa2en',
    'en2fa',
    'dehkhoda',
    'dezfuli',
    'moein',
  ]);
  // An operator's import makes a dictionary real: it takes its place among the real ones.
  expect(samplesLast(['dehkhoda', 'dezfuli', 'fa2en', 'moein'], credits(['moein']))).toEqual([
    'fa2en',
    'moein',
    'dehkhoda',
    'dezfuli',
  ]);
  // Another service's dictionaries are not known to be samples: its own order.
  expect(samplesLast(['dehkhoda', 'fa2en'], undefined)).toEqual(['dehkhoda', 'fa2en']);
});

test('searching every dictionary sends the real-first order, or nothing when it is the catalog’s', () => {
  const filter = everyDictionaryFilter(credits()).split(',');
  const real = DATABASES.filter((db) => !db.credit.sample).map((db) => db.name);
  expect(filter.slice(0, real.length)).toEqual(real);
  expect(filter.slice(real.length)).toEqual(DATABASES.filter((db) => db.credit.sample).map((db) => db.name));
  expect([...filter].sort()).toEqual([...DB_NAMES].sort());
  expect(everyDictionaryFilter(credits(DB_NAMES))).toBe('');
  expect(everyDictionaryFilter(undefined)).toBe('');
});

test('a reading asks the dictionaries that say what a word means before the synonyms and the names', () => {
  const order = readingFilter(credits()).split(',');
  expect(order).toHaveLength(DB_NAMES.length);
  expect(order.indexOf('fa2en')).toBeLessThan(order.indexOf('motaradef'));
  expect(order.indexOf('slang')).toBeLessThan(order.indexOf('name'));
  // Samples still come last, after the synonyms: a real entry before a sample.
  expect(order.indexOf('motaradef')).toBeLessThan(order.indexOf('dehkhoda'));
  // Without credits (another service) only the synonyms and names move: nothing is known of samples.
  const elsewhere = readingFilter(undefined).split(',');
  expect(elsewhere.slice(0, 3)).toEqual(['dehkhoda', 'moein', 'amid']);
  expect(elsewhere.slice(-2)).toEqual(['motaradef', 'name']);
});
