/**
 * Readings weighed by use, where a reader sees them outside the reading page: the forms search
 * offers for a word as typed, and the Persian words a Finglish query spells.
 */
import { expect, test } from 'vitest';
import { finglishSpellings } from '../../../../src/shared/persian/finglish-spellings';
import { offered } from '../../../support/reader-store';

test('a headword that is a rare homograph of a common spoken verb offers the verb too, before look-alikes', () => {
  // Search shows the form's own entry first; the spoken verb is offered next.
  expect(offered('کنه', ['کنه', 'کردن'])).toEqual(['کنه', 'کردن']);
  expect(offered('بره', ['بره', 'بر', 'رفتن']).slice(0, 2)).toEqual(['بره', 'رفتن']);
  expect(offered('میده', ['میده', 'میدن', 'دادن']).slice(0, 2)).toEqual(['میده', 'دادن']);
  expect(offered('داره', ['دار', 'داشتن'])[0]).toBe('داشتن');
});

test('a spoken form goes to the everyday word, not to a rare one the rules also reach', () => {
  expect(offered('کردین', ['کرد', 'کردن'])[0]).toBe('کردن');
  expect(offered('بدونن', ['بدون', 'دانستن'])[0]).toBe('دانستن');
  expect(offered('هستین', ['هست', 'بودن', 'هستن'])[0]).not.toBe('هست');
});

test('a Finglish word spells the commoner of its Persian words first: «salam» is «سلام» before «سلم»', () => {
  const spelled = finglishSpellings('salam', 3);
  expect(spelled[0]).toBe('سلام');
  expect(finglishSpellings('ketab', 3)[0]).toBe('کتاب');
});
