import { expect, test } from 'vitest';
import { shekastehRows, spokenRecall, storeOf } from '../../../../scripts/bench/colloquial-recall';

/**
 * Real spoken text (test/fixtures/shekasteh/, Shekasteh's dev split): a reader who taps a spoken
 * word, in a store whose headwords are those its standard forms reach, is led to the same headword.
 */
const rows = shekastehRows();
const open = rows.filter((row) => !row.closed);
const recall = spokenRecall(open, storeOf(rows));

test('the dev split holds more than a thousand spoken tokens of open-class words', () => {
  expect(recall.tokens).toBeGreaterThan(1000);
});

test('spoken verbs, plurals and sound changes reach the headword of their standard form', () => {
  const first = (form: string) => open.find((row) => row.form === form);
  for (const form of ['میشه', 'میذاره', 'بذارین', 'نمیدونم', 'خونه', 'تموم', 'کتابای', 'چیزا', 'اومد', 'میاد']) {
    const row = first(form);
    expect(row, form).toBeDefined();
    if (row !== undefined)
      expect(
        recall.missed.map((missed) => missed.form),
        form,
      ).not.toContain(row.form);
  }
});

test('at least 89.5 % of the spoken open-class tokens reach that headword first', () => {
  expect(recall.first / recall.tokens).toBeGreaterThanOrEqual(0.895);
});
