import { expect, test } from 'vitest';
import { parseWordRoute } from '../../../src/shared/word-route';

test('a known db (any case), a trimmed title and a plain ordinal name an entry', () => {
  expect(parseWordRoute({ db: ' Moein ', title: '  امید ', num: '12' })).toEqual({
    db: 'moein',
    title: 'امید',
    num: 12,
  });
});

test.each([
  [{ db: 'nowhere', title: 'امید', num: '1' }],
  [{ title: 'امید', num: '1' }],
  [{ db: 'moein', title: '   ', num: '1' }],
  [{ db: 'moein', num: '1' }],
  [{ db: 'moein', title: 'امید', num: '0' }],
  [{ db: 'moein', title: 'امید', num: '01' }],
  [{ db: 'moein', title: 'امید', num: '1e3' }],
  [{ db: 'moein', title: 'امید', num: ' 1' }],
  [{ db: 'moein', title: 'امید', num: '1234567890' }],
  [{ db: 'moein', title: 'امید' }],
])('%o names no entry', (raw) => {
  expect(parseWordRoute(raw)).toBeUndefined();
});
