/**
 * What the reading page links when a store lacks a word's headword: PerDT's dev split
 * (test/fixtures/perdt/) read against its gold lemmas less every third (in the order of their
 * exact keys). A word whose lemma was taken out and whose form is no headword either should get
 * no link («در فرهنگ‌ها نیست»); a word whose lemma is there should still reach it first. Counted
 * per token, with the reading core's candidates (src/shared/reading/word-candidates.ts), the
 * form itself first.
 */
import { exactKey } from '../../src/shared/persian/normalise';
import { wordCandidates } from '../../src/shared/reading/word-candidates';
import { treebankHeadwords, treebankRows } from './treebank-recall';

export interface MissingRecall {
  /** Tokens whose lemma the store lacks and whose form is no headword. */
  readonly missing: number;
  /** Of those, the tokens linked to some other headword. */
  readonly linked: number;
  /** Tokens whose lemma the store has. */
  readonly present: number;
  /** Of those, the tokens whose first found candidate is their lemma. */
  readonly first: number;
}

export function missingHeadwords(): MissingRecall {
  const lemmas = [...treebankHeadwords('perdt/dev')].sort();
  const store = new Set(lemmas.filter((_, i) => i % 3 !== 0));
  let missing = 0;
  let linked = 0;
  let present = 0;
  let first = 0;
  for (const { form, lemma, count } of treebankRows('perdt/dev')) {
    const shown = wordCandidates(form).find((candidate) => store.has(candidate.key));
    if (store.has(exactKey(lemma))) {
      present += count;
      if (shown !== undefined && shown.key === exactKey(lemma)) first += count;
    } else if (!store.has(exactKey(form))) {
      missing += count;
      if (shown !== undefined) linked += count;
    }
  }
  return { missing, linked, present, first };
}
