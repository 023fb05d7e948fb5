import fc from 'fast-check';
import { expect, test } from 'vitest';
import { persianDigitsInText } from '../../../src/shared/digits';

test('digits in Persian text turn Persian; digits touching Latin letters stay as written', () => {
  expect(persianDigitsInText('۱ - آب (H2O) در 100 درجه جوش می‌آید؛ mp3 و CO2 و 3D')).toBe(
    '۱ - آب (H2O) در ۱۰۰ درجه جوش می‌آید؛ mp3 و CO2 و 3D',
  );
  expect(persianDigitsInText('سال 1402، صفحهٔ 12-14')).toBe('سال ۱۴۰۲، صفحهٔ ۱۲-۱۴');
});

test('a piece of a longer text reads its digits with the letters around it', () => {
  expect(persianDigitsInText('2', 'x', '')).toBe('2');
  expect(persianDigitsInText('2', 'H', 'O')).toBe('2');
  expect(persianDigitsInText('2', 'ه', ' ')).toBe('۲');
  expect(persianDigitsInText('2 و 3', 'x', 'y')).toBe('2 و 3');
  expect(persianDigitsInText('a 2 b', 'x', 'y')).toBe('a ۲ b');
});

test('the length never changes, so offsets into the text still hold', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      expect(persianDigitsInText(text)).toHaveLength(text.length);
    }),
  );
});
