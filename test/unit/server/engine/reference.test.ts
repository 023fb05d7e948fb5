import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { DbName } from '../../../../src/shared/catalog';
import { textWords } from '../../../../src/shared/persian/normalise';
import { engineOver } from './engine-over';
import { expectedOrder, expectedSuggestions, judges, likeJudge, stored } from './reference-model';
import type { SeedEntry } from '../../../../scripts/bench/seed-store';

// A small alphabet makes collisions, prefixes, substrings and near misses common; it holds the
// letters the normaliser folds (آ ي ك ة), sound-alikes (ت ط, س ص, ه ح), ZWNJ, space and a mark.
const LETTERS = ['ا', 'آ', 'ب', 'پ', 'ت', 'ط', 'س', 'ص', 'ی', 'ي', 'ک', 'ك', 'ه', 'ح', 'ة', '\u200C', ' ', '\u064E'];
const DBS: readonly DbName[] = ['dehkhoda', 'moein', 'amid', 'slang'];

const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 9 }).map((letters) => letters.join(''));
// Titles come from a small pool so that one headword is often in several databases (or twice in one).
const corpus = fc.array(word, { minLength: 1, maxLength: 15 }).chain((pool) =>
  fc.array(
    fc.record({
      db: fc.constantFrom(...DBS),
      title: fc.constantFrom(...pool),
      text: fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
    }),
    { minLength: 1, maxLength: 60 },
  ),
);
const edit = fc.tuple(fc.nat(9), fc.constantFrom(...LETTERS), fc.nat(2));
const applyEdit = (title: string, [at, letter, kind]: [number, string, number]): string =>
  kind === 0
    ? title.slice(0, at) + letter + title.slice(at + 1)
    : kind === 1
      ? title.slice(0, at) + letter + title.slice(at)
      : title.slice(0, at) + title.slice(at + 1);
// q: usually a stored title with up to two letters changed, added or dropped; sometimes any word.
const queryFor = (entries: SeedEntry[]): fc.Arbitrary<string> =>
  fc.oneof(
    word,
    fc
      .tuple(fc.constantFrom(...entries.map((entry) => entry.title)), fc.array(edit, { maxLength: 2 }))
      .map(([title, edits]) => edits.reduce(applyEdit, title)),
  );
const filter = fc.shuffledSubarray([...DBS], { minLength: 1 });
const setup = corpus.chain((entries) => fc.tuple(fc.constant(entries), queryFor(entries), filter, fc.nat(12)));

for (const type of ['exact', 'ava', 'like'] as const) {
  test(`${type}: matches, num_found, order and paging agree with a brute-force reading of the spec`, () => {
    fc.assert(
      fc.property(setup, ([entries, q, dbs, start]) => {
        const engine = engineOver(entries);
        const all = stored(entries);
        const expected = expectedOrder(all, type === 'like' ? likeJudge(all) : judges[type], q, dbs);
        const page = engine.search({ q, type, dbs, start, rows: 7 });
        expect(page.numFound).toBe(expected.length);
        expect(page.results.map((result) => result.id)).toEqual(expected.slice(start, start + 7));
      }),
      { numRuns: 150 },
    );
  });
}

test('text: num_found is the number of meanings holding every word of q, grouped by filter order', () => {
  fc.assert(
    fc.property(setup, ([entries, q, dbs]) => {
      const engine = engineOver(entries);
      const wanted = textWords(q);
      const matching = entries.filter(
        (entry) => dbs.includes(entry.db) && wanted.every((w) => textWords(entry.text ?? '').includes(w)),
      );
      const page = engine.search({ q, type: 'text', dbs, start: 0, rows: 50 });
      expect(page.numFound).toBe(wanted.length === 0 ? 0 : matching.length);
      const positions = page.results.map((result) => dbs.findIndex((db) => db === result.db));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }),
    { numRuns: 150 },
  );
});

test('suggest: agrees with a brute-force reading of the spec', () => {
  fc.assert(
    fc.property(setup, ([entries, q]) => {
      const engine = engineOver(entries);
      expect(engine.suggest(q)).toEqual(expectedSuggestions(stored(entries), q));
    }),
    { numRuns: 150 },
  );
});
