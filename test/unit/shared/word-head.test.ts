import { expect, test } from 'vitest';
import { wordHeadText } from '../../../src/shared/word-head';

const route = { db: 'fa2en', title: 'کتاب', num: 1 } as const;

test('a shared link describes the word by its first sense, not by the part of speech above it', () => {
  const entry = { title: 'کتاب', title_en: '', text: '<i>noun</i><br><ol><li>book</li><li>letter</li></ol>' };
  expect(wordHeadText(entry, route, 'en')).toEqual({
    description: 'book',
    previewTitle: 'کتاب — Persian–English Dictionary',
  });
});

test('a meaning that runs on in one line is described by that line, in Persian digits', () => {
  const entry = { title: 'امید', title_en: '', text: '(اُ) (اِ.) 1 - آرزو.<br>2 - چشمداشت.' };
  expect(wordHeadText(entry, { db: 'moein', title: 'امید', num: 1 }).description).toBe('(اُ) (اِ.) ۱ - آرزو.');
});
