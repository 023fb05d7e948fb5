/**
 * Spoken verbs of the third person against a store that holds nouns spelled like their pieces:
 * «برسه» is «برسد», not «برس» (a brush) with «است»; «میگرده» is «گشتن», not a participle of «گردن».
 */
import { expect, test } from 'vitest';
import { analyse } from '../../../../src/shared/persian/inflection';
import { first } from '../../../support/reader-store';

test('a spoken «ه» on a verb’s imperative is the verb’s ending, not a copula', () => {
  expect(first('برسه', ['برس', 'رسیدن'])).toBe('رسیدن');
  expect(first('بخوابه', ['بخواب', 'خوابیدن'])).toBe('خوابیدن');
  // A noun with a spoken copula stays one: «خوبه» is «خوب است», «بدنه» «بدن است» (no «دنیدن»).
  expect(first('خوبه', ['خوب', 'خوابیدن'])).toBe('خوب');
  expect(first('بدنه', ['بدن', 'دنیدن'])).toBe('بدن');
});

test('a present stem of the table is no past stem of a verb it lacks', () => {
  expect(first('میگرده', ['گردن', 'گشتن'])).toBe('گشتن');
  expect(analyse('گرده', 16).some((reading) => reading.headword === 'گردن')).toBe(false);
});

test('a spoken verb after a preverb is read as the compound first', () => {
  expect(first('برگرده', ['برگرد', 'گردن', 'گشتن', 'برگشتن'])).toBe('برگشتن');
  expect(first('فرامیگیره', ['گرفتن', 'فراگرفتن'])).toBe('فراگرفتن');
});
