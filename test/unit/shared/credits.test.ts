import { expect, test } from 'vitest';
import { DATABASES, DB_NAMES } from '../../../src/shared/catalog';
import { creditsByDb, everyDictionaryFilter, samplesLast } from '../../../src/shared/credits';

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
