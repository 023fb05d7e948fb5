import { expect, test } from 'vitest';
import { lightVerbRecall, lightVerbRows } from '../../../../scripts/bench/light-verb-recall';

/**
 * Real text (PerDT's dev split, test/fixtures/perdt/dev-light-verbs.tsv): the reading page joins
 * a light-verb compound into one word under its headword, over the auxiliaries between.
 */
const rows = lightVerbRows();
const recall = lightVerbRecall(rows);

test('the dev split holds more than a thousand light-verb compounds', () => {
  expect(recall.compounds).toBeGreaterThan(1000);
});

test('«ارضا کن» in a sentence is one word under «ارضا کردن»', () => {
  const row = rows.find((compound) => compound.title === 'ارضا کردن');
  expect(row).toBeDefined();
  expect(recall.missed).not.toContain(row);
});

test('at least 92 % of the compounds are joined under their headword', () => {
  expect(recall.joined / recall.compounds).toBeGreaterThanOrEqual(0.92);
});
