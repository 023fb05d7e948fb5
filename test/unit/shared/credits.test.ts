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

test('searching every dictionary sends the real ones first, in a reading’s order; another service gets its own', () => {
  const filter = everyDictionaryFilter(credits()).split(',');
  const real = new Set<string>(DATABASES.filter((db) => !db.credit.sample).map((db) => db.name));
  expect(filter.slice(0, real.size).every((db) => real.has(db))).toBe(true);
  expect([...filter].sort()).toEqual([...DB_NAMES].sort());
  // A search for «این» lists "this" before a dialect's entry and the Arabic «أين» (where).
  expect(filter.indexOf('fa2en')).toBeLessThan(filter.indexOf('mazani'));
  expect(filter.indexOf('mazani')).toBeLessThan(filter.indexOf('ar2fa'));
  expect(everyDictionaryFilter(undefined)).toBe('');
});

test('a reading asks the dictionaries that say what a word means before the synonyms and the names', () => {
  const order = readingFilter(credits()).split(',');
  expect(order).toHaveLength(DB_NAMES.length);
  expect(order.indexOf('fa2en')).toBeLessThan(order.indexOf('motaradef'));
  expect(order.indexOf('slang')).toBeLessThan(order.indexOf('name'));
  // Samples still come last, after the synonyms: a real entry before a sample.
  expect(order.indexOf('motaradef')).toBeLessThan(order.indexOf('dehkhoda'));
  // Without credits (another service) nothing is known of samples: the general dictionaries lead.
  const elsewhere = readingFilter(undefined).split(',');
  expect(elsewhere.slice(0, 3)).toEqual(['dehkhoda', 'moein', 'amid']);
  expect(elsewhere.slice(-3)).toEqual(['quran', 'en2fa', 'ar2fa']);
});

test("a word of a Persian text reads as the standard language's first, a dialect's after, a foreign headword's last", () => {
  const order = readingFilter(credits()).split(',');
  const at = (db: string) => order.indexOf(db);
  // «و» is "and" before slang's «رو»; «اما» "but" before Mazandarani's "we"; «این» "this" before
  // the Arabic «أين» (where) its exact key meets.
  expect(at('fa2en')).toBeLessThan(at('slang'));
  for (const dialect of ['isfahani', 'bakhtiari', 'tehrani', 'mazani']) {
    expect(at('motaradef')).toBeLessThan(at(dialect));
    expect(at(dialect)).toBeLessThan(at('ar2fa'));
  }
  expect(order.slice(0, 2)).toEqual(['fa2en', 'fa2ar']);
  expect(at('en2fa')).toBeLessThan(at('dehkhoda'));
});
