import { expect, test } from 'vitest';
import { degreesOf, pluralsOf } from '../../../../src/shared/persian/declension';

test('a noun takes «ها»; a broken plural comes from our table or from what the dictionary lists', () => {
  expect(pluralsOf('خبر', [])).toEqual([
    { text: 'خبر‌ها', rule: 'plural' },
    { text: 'اخبار', rule: 'broken-plural' },
  ]);
  // «کتب» is in the table; the dictionary's «کتابها» is the same plural spelled without ZWNJ.
  expect(pluralsOf('کتاب', ['کتابها', 'کتب', 'ketâb'])).toEqual([
    { text: 'کتاب‌ها', rule: 'plural' },
    { text: 'کتب', rule: 'broken-plural' },
  ]);
});

test('another plural only where the dictionary lists it and the analyser reads it as the plural', () => {
  expect(pluralsOf('درخت', [])).toEqual([{ text: 'درخت‌ها', rule: 'plural' }]);
  expect(pluralsOf('مرد', ['مردان', 'مردم'])).toEqual([
    { text: 'مرد‌ها', rule: 'plural' },
    { text: 'مردان', rule: 'plural' },
  ]);
});

test('an adjective takes «تر» and «ترین»; a phrase has no forms of its own', () => {
  expect(degreesOf('بزرگ')).toEqual([
    { text: 'بزرگ‌تر', rule: 'comparative' },
    { text: 'بزرگ‌ترین', rule: 'superlative' },
  ]);
  expect(pluralsOf('آب معدنی', [])).toEqual([]);
  expect(degreesOf('خیلی خوب')).toEqual([]);
});
