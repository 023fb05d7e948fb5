import { describe, expect, test } from 'vitest';
import {
  keyboardSuggestion,
  LAYOUT_KEYS,
  latinToPersian,
  persianToLatin,
} from '../../../../src/shared/persian/keyboard-layout';

/** Latin keys and the Persian words they type on the Persian layout. */
const PERSIAN_WORDS: [string, string][] = [
  ['sghl', 'سلام'],
  [';jhf', 'کتاب'],
  ['ohki', 'خانه'],
  ['Hf', 'آب'],
  ['ldBv,l', 'می\u200cروم'],
  ['sghl o,fd', 'سلام خوبی'],
];

/** Persian keys and the English words they type on US QWERTY. */
const ENGLISH_WORDS: [string, string][] = [
  ['ذخخن', 'book'],
  ['اثممخ', 'hello'],
  ['ثدلمهسا', 'english'],
];

// One row per key row of ISIRI 9147: [row, US keys, what the same keys give on the Persian layout].
// Written out by hand from the standard, not derived from the module. Escapes name marks and
// invisible characters.
const keyRows: [string, string, string][] = [
  ['digits', '1234567890-=', '۱۲۳۴۵۶۷۸۹۰-='],
  ['top row', 'qwertyuiop[]\\', 'ضصثقفغعهخحجچ\\'],
  ['home row', "asdfghjkl;'", 'شسیبلاتنمکگ'],
  ['bottom row', 'zxcvbnm,./', 'ظطزرذدپو./'],
  ['shifted digits', '~!@#$%^&*()_+', '÷!٬٫﷼٪×،*)(ـ+'],
  ['shifted top row: harakat, then brackets', 'QWERTYUIOP{}|', '\u0652\u064c\u064d\u064b\u064f\u0650\u064e\u0651][}{|'],
  ['shifted home row: hamza seats, alef madda, teh marbuta, guillemets', 'ASDFGHJKL:"', 'ؤئيإأآة»«:؛'],
  ['shifted bottom row: ژ, ZWNJ, hamza', 'ZXCVBNM<>?', 'ك\u0653ژ\u0670\u200c\u0654ء><؟'],
];

describe('the standard Persian layout by physical key', () => {
  test.each(keyRows)('%s maps both ways', (_row, latin, persian) => {
    expect(latinToPersian(latin)).toBe(persian);
    expect(persianToLatin(persian)).toBe(latin);
  });

  test('every key is a pair of distinct characters on each side and round-trips', () => {
    const latin = LAYOUT_KEYS.map(([key]) => key);
    const persian = LAYOUT_KEYS.map(([, value]) => value);
    expect(new Set(latin).size).toBe(latin.length);
    expect(new Set(persian).size).toBe(persian.length);
    for (const [key, value] of LAYOUT_KEYS) {
      expect(latinToPersian(key)).toBe(value);
      expect(persianToLatin(value)).toBe(key);
    }
  });

  test('the 32 Persian letters sit on letter and punctuation keys, unshifted but ژ', () => {
    const letters = 'ضصثقفغعهخحجچشسیبلاتنمکگظطزرذدپو';
    const keys = "qwertyuiop[]asdfghjkl;'zxcvbnm,";
    expect(persianToLatin(letters)).toBe(keys);
    expect(latinToPersian(keys)).toBe(letters);
    expect(persianToLatin('ژآ')).toBe('CH');
  });

  test.each([...PERSIAN_WORDS, ['LohkiK', '«خانه»'], ['2026', '۲۰۲۶']])(
    '%s typed on US QWERTY is %s on the Persian layout',
    (latin, persian) => {
      expect(latinToPersian(latin)).toBe(persian);
      expect(persianToLatin(persian)).toBe(latin);
    },
  );

  test.each(ENGLISH_WORDS)('%s typed on the Persian layout is %s on US QWERTY', (persian, latin) => {
    expect(persianToLatin(persian)).toBe(latin);
    expect(latinToPersian(latin)).toBe(persian);
  });

  test('characters on no key pass through', () => {
    expect(latinToPersian('é ü')).toBe('é ü');
    expect(persianToLatin('ۀ ٹ')).toBe('ۀ ٹ');
  });
});

describe('keyboardSuggestion', () => {
  // Extra spaces, as a hurried reader types them, are let go.
  test.each([...PERSIAN_WORDS, ['  sghl   o,fd ', 'سلام خوبی']])(
    'Latin %j typed for Persian suggests %s',
    (q, text) => {
      expect(keyboardSuggestion(q)).toEqual({ text, layout: 'fa' });
    },
  );

  test.each(ENGLISH_WORDS)('Persian %s typed for English suggests %s', (q, text) => {
    expect(keyboardSuggestion(q)).toEqual({ text, layout: 'en' });
  });

  test.each([
    ['an empty query', '   '],
    ['English that reads as English', 'hello'],
    ['English that reads as English', 'book'],
    ['Persian that reads as Persian', 'سلام'],
    ['Persian that reads as Persian', 'کتاب'],
    ['mixed scripts', 'سلام hello'],
    ['mixed scripts', 'sghl سلام'],
    ['a URL', 'https://example.org/sghl'],
    ['a bare domain', 'sghl.com'],
    ['an e-mail address', 'sghl@example.org'],
    ['digits only', '12345'],
    ['Persian digits only', '۱۲۳'],
    ['one letter', 's'],
    ['a mapping that is not all letters', 'sghl?'],
    ['a mapping with harakat', 'sUghl'],
    ['a Persian mapping that starts with ZWNJ', 'Bsghl'],
    ['a Latin mapping with punctuation', 'کتاب.'],
    ['Persian with ک, which maps to ;', 'کوه'],
  ])('%s gives nothing: %j', (_why, q) => {
    expect(keyboardSuggestion(q)).toBeUndefined();
  });
});
