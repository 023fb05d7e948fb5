/**
 * The forms a word page shows of the embedded default's verbs and nouns, fed back to the analyser
 * as a search for each would be: they lead to their own headword first. The figures and the misses
 * by cause are `npm run bench:forms`'s (docs/benchmarks.md).
 */
import { expect, test } from 'vitest';
import { formsRoundTrip } from '../../scripts/bench/forms-round-trip';

const { groups } = formsRoundTrip('data');
const share = ({ forms, first }: { forms: number; first: number }) => first / forms;

test('every form of every verb and noun is fed back, and most lead to their headword first', () => {
  // Some 400 simple verbs, 590 compounds and 6,500 nouns make over 130,000 forms.
  const all = Object.values(groups).reduce(
    (sum, group) => ({ forms: sum.forms + group.forms, first: sum.first + group.first }),
    { forms: 0, first: 0 },
  );
  const { forms: fedBack } = all;
  expect(fedBack).toBeGreaterThan(130_000);
  expect(share(all)).toBeGreaterThanOrEqual(0.982);
});

test('counting a homograph read as its other verb, or a spoken form as its spoken headword, 99 % lead home', () => {
  // «می‌برم» is «بردن» and «بریدن»: only one can come first; «موندم» finds «موندن», «ماندن» spoken.
  const met = Object.values(groups).reduce(
    (sum, group) => ({
      forms: sum.forms + group.forms,
      first: sum.first + group.first + group.spokenHeadword + group.shared,
    }),
    { forms: 0, first: 0 },
  );
  expect(share(met)).toBeGreaterThanOrEqual(0.992);
});

test("a noun's plurals lead back to it", () => {
  expect(share(groups.noun)).toBeGreaterThanOrEqual(0.99);
});
