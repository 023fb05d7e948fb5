import { expect, test } from 'vitest';
import { engineOver } from '../engine-over';

const engine = engineOver([
  { db: 'moein', title: 'کتاب', text: '<p>نامه</p>\n<b>نوشته</b>', pron: 'ketāb', title_en: 'book' },
  { db: 'moein', title: 'كتاب', text: 'مصحف' },
  { db: 'amid', title: 'کتاب', text: 'دفتر' },
]);

test('word: finds the entry by database, title and num, with all seven members and the full meaning', () => {
  expect(engine.word('کتاب', 'moein', 1)).toEqual({
    id: expect.stringMatching(/^moein_\d+$/),
    title: 'کتاب',
    title_en: 'book',
    pron: 'ketāb',
    db: 'moein',
    source: 'فرهنگ فارسی معین',
    text: '<p>نامه</p>\n<b>نوشته</b>',
    band: '',
  });
});

test('word: a title sent with Arabic kaf or yeh finds the entry by its canonical title', () => {
  expect(engine.word('كتاب', 'moein', 1)?.text).toBe('<p>نامه</p>\n<b>نوشته</b>');
  // The second moein entry was stored as كتاب: num counts canonical titles, so it is num 2.
  expect(engine.word('کتاب', 'moein', 2)).toMatchObject({ title: 'كتاب', text: 'مصحف', title_en: '', pron: '' });
});

test('word: the same title and num in another database is another entry', () => {
  expect(engine.word('کتاب', 'amid', 1)?.text).toBe('دفتر');
  expect(engine.word('کتاب', 'amid', 1)?.source).toBe('فرهنگ فارسی عمید');
});

test('word: a missing entry is undefined', () => {
  expect(engine.word('کتاب', 'moein', 3)).toBeUndefined();
  expect(engine.word('کتاب', 'dehkhoda', 1)).toBeUndefined();
  expect(engine.word('دفتر', 'amid', 1)).toBeUndefined();
  expect(engine.word('کتاب', 'amid', 0)).toBeUndefined();
  expect(engine.word('کتاب', 'amid', 1.5)).toBeUndefined();
});
