import { expect, test } from 'vitest';
import { missingHeadwords } from '../../../../scripts/bench/missing-headwords';
import { analyse } from '../../../../src/shared/persian/inflection';
import { wordCandidates } from '../../../../src/shared/reading/word-candidates';

/**
 * Real text (PerDT's dev split) read against a store that lacks a third of its lemmas: a word
 * whose headword is missing is seldom linked to another, and the others still reach theirs.
 */
const gaps = missingHeadwords();

test('a far-fetched reading is never a link: «کرد» is no broken plural of «کرده»', () => {
  const reading = analyse('کرد', 16).find((r) => r.headword === 'کرده');
  expect(reading?.plausible).toBe(false);
  expect(wordCandidates('کرد').map((candidate) => candidate.title)).not.toContain('کرده');
  expect(wordCandidates('کرد').map((candidate) => candidate.title)).toContain('کردن');
});

test('at most 3.5 % of the words whose headword is missing are linked to another', () => {
  expect(gaps.missing).toBeGreaterThan(1000);
  expect(gaps.linked / gaps.missing).toBeLessThanOrEqual(0.035);
});

test('at least 97 % of the words whose headword is there reach it first', () => {
  expect(gaps.first / gaps.present).toBeGreaterThanOrEqual(0.97);
  // Counted with the form first even when it is another headword («روی» for «رو»): still most.
  expect(gaps.formFirst / gaps.present).toBeGreaterThanOrEqual(0.95);
});

test('a reading far costlier than an everyday verb the form is, is no link', () => {
  const titles = (form: string) => wordCandidates(form).map((candidate) => candidate.title);
  // Without «کردن» in a store, «می‌کند» is still no past of «کندن», «کرده‌اند» no copula on «کرده».
  expect(titles('می‌کند')).not.toContain('کندن');
  expect(titles('کرده‌اند')).not.toContain('کرده');
  // A spoken plural of a two-letter word, two copulas, a «ی» after a pronoun, a plural on «تر».
  expect(titles('صدای')).not.toContain('صد');
  expect(titles('خروشیده')).not.toContain('خروش');
  expect(titles('سالمی')).not.toContain('سال');
  expect(titles('بهترین')).not.toContain('بهتر');
  // And the likely readings stay links.
  expect(titles('صدای')).toContain('صدا');
  expect(titles('می‌کند')).toContain('کردن');
});
