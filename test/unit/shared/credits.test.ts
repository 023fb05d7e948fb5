import { expect, test } from 'vitest';
import { DATABASES, DB_NAMES } from '../../../src/shared/catalog';
import { creditsByDb, everyDictionaryFilter, samplesLast } from '../../../src/shared/credits';

/** The credits a service would send: the catalog's, or with some dictionaries made real by an import. */
function credits(real: readonly string[] = []) {
  return creditsByDb(
    DATABASES.map(({ name, credit }) => ({
      ...credit,
      db: name,
      entries: 1,
      sample: credit.sample && !real.includes(name),
    })),
  );
}

test('dictionaries that hold samples come after every real one, each otherwise in its place', () => {
  expect(samplesLast(['dehkhoda', 'isfahani', 'fa2en', 'moein', 'en2fa'], credits())).toEqual([
    'fa2en',
    'en2fa',
    'dehkhoda',
    'isfahani',
    'moein',
  ]);
  // An operator's import makes a dictionary real: it takes its place among the real ones.
  expect(samplesLast(['dehkhoda', 'isfahani', 'fa2en', 'moein'], credits(['moein']))).toEqual([
    'fa2en',
    'moein',
    'dehkhoda',
    'isfahani',
  ]);
  // Another service's dictionaries are not known to be samples: its own order.
  expect(samplesLast(['dehkhoda', 'fa2en'], undefined)).toEqual(['dehkhoda', 'fa2en']);
});

test('searching every dictionary sends the real-first order, or nothing when it is the catalog’s', () => {
  const filter = everyDictionaryFilter(credits()).split(',');
  expect(filter.slice(0, 2)).toEqual(['en2fa', 'fa2en']);
  expect([...filter].sort()).toEqual([...DB_NAMES].sort());
  expect(everyDictionaryFilter(credits(DB_NAMES))).toBe('');
  expect(everyDictionaryFilter(undefined)).toBe('');
});
