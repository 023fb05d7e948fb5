/**
 * The romanisations a reader is shown for the commonest headwords are the ones we checked
 * (data/romanisation/): a change to the data, the fixes or how a reading is chosen that shows
 * another fails here, and `npm run data:check-readings` says which.
 */
import { expect, test } from 'vitest';
import { checkedReadings, fa2enEntries, shownReading } from '../../scripts/data/check-readings';

const entries = fa2enEntries();
const checked = checkedReadings();

test('every checked headword is shown the reading checked for it', () => {
  expect(checked).toHaveLength(1000);
  const otherwise = checked.filter(([headword, reading]) => shownReading(entries, headword) !== reading);
  expect(otherwise).toEqual([]);
});

test('the words a learner meets first are read as Iran reads them', () => {
  const shown = Object.fromEntries(
    ['رفتن', 'در', 'به', 'او', 'بعد', 'دوست', 'کس', 'چرا'].map((word) => [word, shownReading(entries, word)]),
  );
  expect(shown).toEqual({
    رفتن: 'raftan',
    در: 'dar',
    به: 'be',
    او: 'u',
    بعد: "ba'd",
    دوست: 'dust',
    کس: 'kas',
    چرا: 'čerâ',
  });
});
