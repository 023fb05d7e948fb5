import { expect, test } from 'vitest';
import { composedPron } from '../../../../src/shared/persian/composed-pron';
import { wordPron } from '../../../../src/web/features/read/model/word-pron';
import type { WordView } from '../../../../src/shared/reading/reading-view';

function word(text: string, title: string, pron: string, own?: string): WordView {
  return {
    start: 0,
    end: text.length,
    text,
    headwords: [{ title, db: 'fa2en', num: 1, description: [], meaning: '', pron }],
    ...(own === undefined ? {} : { pron: own }),
  };
}

test('a form’s romanisation is composed from its headword’s and its ending’s where the ending reads one way', () => {
  expect(composedPron('کتاب‌ها', 'کتاب', 'ketâb')).toBe('ketâb-hâ');
  expect(composedPron('دوستانم', 'دوست', 'dust')).toBe('dustânam');
  expect(composedPron('خانه‌ام', 'خانه', 'xâne')).toBe('xâne-am');
  expect(composedPron('دریایشان', 'دریا', 'daryâ')).toBe('daryâyešân');
  expect(composedPron('کتابی', 'کتاب', 'ketâb')).toBe('ketâbi');
});

test('a form whose ending is not one of those, or no headword plus an ending, gets none', () => {
  // A verb's forms are not its infinitive with an ending.
  expect(composedPron('رفتیم', 'رفتن', 'raftan')).toBe('');
  expect(composedPron('ابعاد', 'بعد', "ba'd")).toBe('');
  expect(composedPron('کتاب‌ها', 'کتاب', '')).toBe('');
});

test('above a word: its headword’s reading if written so, the service’s reading of the form, a composed one, or none', () => {
  expect(wordPron(word('کتاب', 'کتاب', 'ketâb'), 'کتاب', { pron: 'ketâb' })).toBe('ketâb');
  expect(wordPron(word('کتاب‌ها', 'کتاب', 'ketâb'), 'کتاب', { pron: 'ketâb' })).toBe('ketâb-hâ');
  expect(wordPron(word('رفتیم', 'رفتن', 'raftan', 'raftim'), 'رفتن', { pron: 'raftan' })).toBe('raftim');
  // Never the headword's over another form.
  expect(wordPron(word('رفتیم', 'رفتن', 'raftan'), 'رفتن', { pron: 'raftan' })).toBe('');
});
