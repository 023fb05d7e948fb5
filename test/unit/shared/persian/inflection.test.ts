import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import fc from 'fast-check';
import { BROKEN_PLURALS } from '../../../../src/shared/persian/broken-plurals';
import { analyse, READINGS_KEPT } from '../../../../src/shared/persian/inflection';
import { exactKey } from '../../../../src/shared/persian/normalise';
import { PRESENT_STEMS } from '../../../../src/shared/persian/present-stems';
import { recognise } from '../../../../src/shared/persian/recognise';
import { INFLECTED_FORMS, LOOK_ALIKES, type InflectedForm } from './inflected-forms';
import { inPersian } from '../../../support/persian-description';

/** The web app looks up this many readings of a form that is no headword. */
const LOOKUPS = 3;

function rankOf({ form, headword, rules }: InflectedForm): number {
  return analyse(form).findIndex((r) => exactKey(r.headword) === exactKey(headword) && r.rules.join('+') === rules);
}

test('the list holds several hundred inflected forms, each once', () => {
  expect(INFLECTED_FORMS.length).toBeGreaterThanOrEqual(400);
  expect(new Set(INFLECTED_FORMS.map((row) => row.form)).size).toBe(INFLECTED_FORMS.length);
});

test('every inflected form on the list is read back to its headword by its rules', () => {
  const missed = INFLECTED_FORMS.filter((row) => rankOf(row) < 0).map((row) => row.form);
  expect(missed).toEqual([]);
});

test('every inflected form on the list has its headword among the readings the app looks up', () => {
  const late = INFLECTED_FORMS.filter((row) => rankOf(row) >= LOOKUPS).map((row) => `${row.form}→${row.headword}`);
  expect(late).toEqual([]);
});

test('a look-alike headword comes first as itself, even when the store has every other reading', () => {
  for (const word of LOOK_ALIKES) {
    const everything = () => true;
    const [first, ...rest] = recognise(word, everything);
    expect(first, word).toEqual({ headword: word });
    expect(rest.every((found) => found.reading !== undefined)).toBe(true);
  }
});

test('a look-alike the store has is kept as itself; a reading follows only when its headword is there too', () => {
  const store = new Set(['گرگان', 'گرگ', 'باران']);
  const has = (word: string) => store.has(word);
  expect(
    recognise('گرگان', has).map(({ headword, reading }) => [
      headword,
      reading && inPersian(headword, reading.description),
    ]),
  ).toEqual([
    ['گرگان', undefined],
    ['گرگ', 'جمعِ گرگ'],
  ]);
  // «بار» is no headword of this store: «باران» is only itself.
  expect(recognise('باران', has)).toEqual([{ headword: 'باران' }]);
});

test('the reader is told what was recognised, in Persian', () => {
  const line = (form: string, headword: string) => {
    const reading = analyse(form).find((r) => r.headword === headword);
    return reading && inPersian(headword, reading.description);
  };
  expect(line('کتاب‌ها', 'کتاب')).toBe('جمعِ کتاب');
  expect(line('دریاهایشان', 'دریا')).toBe('جمعِ دریا، با ضمیرِ ملکیِ «شان»');
  expect(line('دلم', 'دل')).toBe('دل، با ضمیرِ ملکیِ «م»');
  expect(line('اخبار', 'خبر')).toBe('جمعِ مکسّرِ خبر');
  expect(line('بزرگ‌ترین', 'بزرگ')).toBe('صفتِ برترینِ بزرگ');
  expect(line('نمی‌گیرم', 'گرفتن')).toBe('مضارع از گرفتن، منفی');
  expect(line('خواهند گفت', 'گفتن')).toBe('آینده از گفتن');
});

test('a form that is no Persian word, or too long to be one, has no readings and does not throw', () => {
  for (const form of ['', '   ', 'ها', 'م', '\u200C\u200C', 'a'.repeat(200), 'کتاب'.repeat(30), 'sky', '123', '۱۲۳']) {
    expect(analyse(form), form).toEqual([]);
  }
  fc.assert(
    fc.property(fc.string({ maxLength: 50 }), (form) => {
      const readings = analyse(form);
      expect(readings.length).toBeLessThanOrEqual(READINGS_KEPT);
      expect(readings.every((r) => exactKey(r.headword) !== exactKey(form))).toBe(true);
    }),
  );
});

/** The Lilak word list (dictionary-fa): its stems, without hunspell's affix flags, as exact keys. */
function lilakWords(): Set<string> {
  const require = createRequire(import.meta.url);
  const dic = readFileSync(join(dirname(require.resolve('dictionary-fa')), 'index.dic'), 'utf8');
  return new Set(
    dic
      .split('\n')
      .slice(1)
      .map((line) => exactKey(line.split('/')[0] ?? '')),
  );
}

test('every broken plural in the table has a singular that is a real word', () => {
  const words = lilakWords();
  const unknown = [...BROKEN_PLURALS.values()].filter((singular) => !words.has(exactKey(singular)));
  expect(unknown).toEqual([]);
});

test('every irregular present stem in the table leads to a real infinitive', () => {
  const words = lilakWords();
  const unknown = [...PRESENT_STEMS.values()].flat().filter((infinitive) => !words.has(exactKey(infinitive)));
  expect(unknown).toEqual([]);
});

test('a «گان» plural stands on a word of two letters or more: «سگان» is dogs, never the number three', () => {
  expect(analyse('سگان').map((reading) => reading.headword)).not.toContain('سه');
  expect(analyse('سگان')[0]?.headword).toBe('سگ');
  expect(analyse('بندگان').map((reading) => reading.headword)).toContain('بنده');
});

test('«مرا» and «ترا» are «من» and «تو» with «را», as the written language joins them', () => {
  expect(analyse('مرا')[0]?.headword).toBe('من');
  expect(analyse('ترا')[0]?.headword).toBe('تو');
});
