/**
 * The reading asks SQLite for a form's alternates only when the filter says it may be one: every
 * alternate must pass (a miss would leave a form unlinked), and nearly every other key must not.
 */
import { expect, test } from 'vitest';
import { importIndexed } from '../../../../../src/server/cli/load-data';
import { openStore } from '../../../../../src/server/dictionary/open-store';
import { buildAlternateKeys, mayBeAlternate } from '../../../../../src/server/engine/index/alternate-keys';
import { exactKey } from '../../../../../src/shared/persian/normalise';

test('every alternate of the store may be one; of keys that are none, almost all are told so', () => {
  const database = openStore(':memory:');
  importIndexed(database, ['test/fixtures/alternates/words.jsonl']);
  const keys = database.prepare('SELECT DISTINCT exact_key FROM alternates').pluck().all() as string[];
  expect(keys).toContain(exactKey('کتابها'));
  const bits = buildAlternateKeys(database);
  expect(keys.filter((key) => !mayBeAlternate(bits, key))).toEqual([]);
  const others = Array.from({ length: 2000 }, (_, i) => exactKey(`واژه${i}`));
  const asked = others.filter((key) => mayBeAlternate(bits, key)).length;
  expect(asked).toBeLessThan(others.length / 20);
});

test('a store without alternates asks for none', () => {
  const database = openStore(':memory:');
  importIndexed(database, ['test/fixtures/contract.jsonl']);
  const bits = buildAlternateKeys(database);
  expect(mayBeAlternate(bits, exactKey('کتابها'))).toBe(false);
});
