import { expect, test } from 'vitest';
import { analyse } from '../../../../src/shared/persian/inflection';
import { recognise } from '../../../../src/shared/persian/recognise';
import { colloquialListRows, spokenRecall, storeOf } from '../../../../scripts/bench/colloquial-recall';
import { inPersian } from '../../../support/persian-description';

/** Our own list of spoken forms (test/fixtures/colloquial/), against a store of its headwords. */
const rows = colloquialListRows();
const recall = spokenRecall(rows, storeOf(rows));

test('the list holds at least 400 spoken forms, each once', () => {
  expect(rows.length).toBeGreaterThanOrEqual(400);
  expect(new Set(rows.map((row) => row.form)).size).toBe(rows.length);
});

test('at least 95 % of the spoken forms lead to their headword first', () => {
  expect(recall.first / recall.tokens).toBeGreaterThanOrEqual(0.95);
});

test('the reader is told the written form and what it is of', () => {
  const line = (form: string, headword: string) => {
    const reading = analyse(form).find((r) => r.headword === headword);
    return reading && inPersian(headword, reading.description);
  };
  expect(line('میخوام', 'خواستن')).toBe('می‌خواهم (گفتاری)، مضارع از خواستن');
  expect(line('بذارن', 'گذاشتن')).toBe('بگذارند (گفتاری)، التزامی یا امر از گذاشتن');
  expect(line('خونه', 'خانه')).toBe('خانه (گفتاری)');
  expect(line('کتابا', 'کتاب')).toBe('کتاب‌ها (گفتاری)، جمعِ کتاب');
  expect(line('خوبه', 'خوب')).toBe('خوب است (گفتاری)');
});

test('a spoken reading comes after the written ones unless far commoner, and a form the store has is itself', () => {
  // «می‌دید» is the written past of «دیدن» before the spoken «می‌دهید»; «بدم» is «بدهم» before «my bad».
  const readings = (form: string) => analyse(form).map((r) => r.headword);
  expect(readings('می‌دید').indexOf('دیدن')).toBeLessThan(readings('می‌دید').indexOf('دادن'));
  expect(readings('بدم').indexOf('دادن')).toBeLessThan(readings('بدم').indexOf('بد'));
  const store = new Set(['جون', 'جان']);
  expect(recognise('جون', (word) => store.has(word)).map((found) => found.headword)).toEqual(['جون', 'جان']);
});

test('a «که» written joined to the word before it is no spoken copula: «اینکه» is not «اینک است»', () => {
  const headwords = (form: string) => analyse(form).map((r) => r.headword);
  for (const form of ['اینکه', 'همینکه', 'چنانکه', 'وقتیکه']) expect(headwords(form)).not.toContain(form.slice(0, -1));
  // A word in «ک» still takes the spoken copula: «کوچکه» is «کوچک است».
  expect(headwords('کوچکه')[0]).toBe('کوچک');
});
