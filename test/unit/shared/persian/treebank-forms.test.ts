import { expect, test } from 'vitest';
import { recall, treebankHeadwords, treebankRows } from '../../../../scripts/bench/treebank-recall';

/**
 * Real text (test/fixtures/perdt/, the PerDT treebank's dev split): a reader who searches an
 * inflected word, in a store whose headwords are the text's gold lemmas, is led to its lemma.
 */
const dev = recall(treebankRows('perdt/dev'), treebankHeadwords('perdt/dev'));

test('the dev split holds thousands of inflected tokens of every open part of speech', () => {
  expect(dev.tokens).toBeGreaterThan(5000);
  const kinds = new Set(treebankRows('perdt/dev').map((row) => row.upos));
  expect([...kinds].sort()).toEqual(['ADJ', 'ADV', 'AUX', 'NOUN', 'PROPN', 'VERB']);
});

test('at least 97 % of the inflected tokens find their lemma first: as typed, or as the first form suggest offers', () => {
  expect(dev.first / dev.tokens).toBeGreaterThanOrEqual(0.97);
});

test('at least 99 % find it among the forms suggest offers', () => {
  expect(dev.offered / dev.tokens).toBeGreaterThanOrEqual(0.99);
});
