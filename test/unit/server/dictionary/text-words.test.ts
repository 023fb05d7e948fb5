import fc from 'fast-check';
import { expect, test } from 'vitest';
import { textWords } from '../../../../src/shared/persian/normalise';
import { TextWordCache } from '../../../../src/server/dictionary/text-words';

// Characters each normalising step treats specially, plus ordinary letters, so that random
// strings hit ZWNJ runs, marks between words, hamza seats, digits, ligatures that expand to
// several words, and the one context-dependent lower-casing (Greek capital sigma).
const CHARACTERS = [
  ...'ابپتسشیکهوآأإٱئؤءيكىة‌ۀ',
  '\u0654',
  '\u064B',
  '\u0650',
  '\u0670',
  '\u0640',
  '\u200C',
  '\u200D',
  '\u200B',
  '\u200F',
  '\uFEFF',
  '\u00AD',
  ' ',
  '\u00A0',
  '\t',
  '\n',
  ...'۱٢3',
  ...'AbZİ',
  ...'ΣσςΑ∑Ϲ𝚺',
  'ﷺ',
  'ﻻ',
  'ﬁ',
  '¨',
  '\u0301',
  '\u2003',
  '\u3000',
  '\u202F',
  '\u2028',
  '\u1680',
  '\u200A',
  ...'.،!',
];

test('cached text words equal the normaliser textWords for any text', () => {
  const cache = new TextWordCache();
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 40 }), (characters) => {
      const text = characters.join('');
      expect(cache.words(text)).toEqual(textWords(text));
    }),
    { numRuns: 20_000 },
  );
});

test('a word seen before gives the same key again', () => {
  const cache = new TextWordCache();
  expect(cache.words('كتابِ می‌روم')).toEqual(['کتاب', 'می', 'روم']);
  expect(cache.words('می‌روم كتابِ')).toEqual(['می', 'روم', 'کتاب']);
});
