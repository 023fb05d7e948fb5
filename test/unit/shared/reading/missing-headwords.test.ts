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

test('at most 18 % of the words whose headword is missing are linked to another', () => {
  expect(gaps.missing).toBeGreaterThan(1000);
  expect(gaps.linked / gaps.missing).toBeLessThanOrEqual(0.18);
});

test('at least 95 % of the words whose headword is there reach it first', () => {
  expect(gaps.first / gaps.present).toBeGreaterThanOrEqual(0.95);
});
