import { expect, test } from 'vitest';
import { runImportFuzz } from '../../../../scripts/fuzz/fuzz-import';

/** `npm run fuzz` runs the same property for longer. */
test('hostile files of every format are refused with the database unchanged, or imported with nothing unbounded or unsafe', () => {
  const seed = Date.now() % 2 ** 31;
  const outcome = runImportFuzz(150, seed);
  expect(outcome.failures).toEqual([]);
  expect(outcome.runs).toBe(150);
}, 60_000);
