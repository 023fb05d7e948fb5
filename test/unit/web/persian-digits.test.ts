import fc from 'fast-check';
import { expect, test } from 'vitest';
import { persianDigitsInText } from '../../../src/web/text/persian-digits';

test('digits in Persian text turn Persian; digits touching Latin letters stay as written', () => {
  expect(persianDigitsInText('۱ - آب (H2O) در 100 درجه جوش می‌آید؛ mp3 و CO2 و 3D')).toBe(
    '۱ - آب (H2O) در ۱۰۰ درجه جوش می‌آید؛ mp3 و CO2 و 3D',
  );
  expect(persianDigitsInText('سال 1402، صفحهٔ 12-14')).toBe('سال ۱۴۰۲، صفحهٔ ۱۲-۱۴');
});

test('the length never changes, so offsets into the text still hold', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      expect(persianDigitsInText(text)).toHaveLength(text.length);
    }),
  );
});
