import { expect, test } from 'vitest';
import { asFinglish, choosePron, iranianReading, isRomanisation } from '../../../../src/server/dictionary/choose-pron';

test('of competing romanisations, the one that spells the headword itself is its pron', () => {
  expect(choosePron('کتاب', ['کتاب‌ها', 'kotob', 'ketâb-hâ', 'ketâb'])).toBe('ketâb');
  expect(choosePron('مادر', ['mâdarân', 'مادران', 'mâdar'])).toBe('mâdar');
  // Both read «خانه»; the written «ا» is read as â, not as the colloquial u.
  expect(choosePron('خانه', ['xune', 'xâne', 'xâne-hâ'])).toBe('xâne');
  expect(choosePron('آب حیات', ['âb-e hayât'])).toBe('âb-e hayât');
  // An inflection table's stressed form reads the same; the plain one listed for the headword is kept.
  expect(choosePron('آزادی', ['âzâdí', 'âzâdi-hâ', 'âzâdi'])).toBe('âzâdi');
});

test('a verb is not given one of its conjugated forms, and no reading at all gives no pron', () => {
  expect(choosePron('آغاز کردن', ['dấram âğâz mí-konam', 'âğâz kardím', 'âğâz kardan'])).toBe('âğâz kardan');
  expect(choosePron('آرزو', ['ârezu-hâ'])).toBe('');
  expect(choosePron('آب', ['آبها'])).toBe('');
});

test('romanisations are Latin letters without Persian ones, read with their accents and š ž č ğ', () => {
  expect(isRomanisation('âb-hâ')).toBe(true);
  expect(isRomanisation('آبها')).toBe(false);
  expect(asFinglish('âğâz')).toBe('aaghaaz');
  expect(asFinglish('mí-šavam')).toBe('mishavam');
  expect(asFinglish('âb-e hayât')).toBe('aabehayaat');
});

test('a chosen romanisation is shown as the standard Iranian reading: no stress marks, majhul vowels read u and i, no initial ayn', () => {
  expect(iranianReading('dôst')).toBe('dust');
  expect(iranianReading('vaqtê')).toBe('vaqti');
  // Wiktionary's translation tables romanise in several schemes: one reading for a learner.
  expect(iranianReading('bærādær')).toBe('barâdar');
  expect(iranianReading('Ibrāhīm')).toBe('Ibrâhim');
  expect(iranianReading('čérâ')).toBe('čerâ');
  expect(iranianReading('dấdan')).toBe('dâdan');
  expect(iranianReading("'ešq")).toBe('ešq');
  expect(iranianReading("bâ 'ešq")).toBe('bâ ešq');
  expect(iranianReading('ehtemālan')).toBe('ehtemâlan');
  // Inside a word an ayn or hamza is said, and stays.
  expect(iranianReading("ba'd")).toBe("ba'd");
  expect(choosePron('دوست', ['dôst', 'dôstam'])).toBe('dust');
});

test('a headword we checked is shown our reading where the data romanises it, and none where it does not', () => {
  // The data lists «der» first; our checked reading of «در» is «dar».
  expect(choosePron('در', ['der', 'درها', 'dar', 'dorr'])).toBe('dar');
  expect(choosePron('رفتن', ['roftan', 'raftan', 'mí-ravam'])).toBe('raftan');
  // An entry that lists no romanisation gets none from us: a homograph («در», pearl) may be another word.
  expect(choosePron('در', ['درها'])).toBe('');
});
