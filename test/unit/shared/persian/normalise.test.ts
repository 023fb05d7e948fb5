import { describe, expect, test } from 'vitest';
import { avaKey, canonical, exactKey, textWords } from '../../../../src/shared/persian/normalise';

// One row per rule: [rule, input, expected]. Escapes name invisible characters explicitly.
const canonicalRows: [string, string, string][] = [
  ['NFKC: presentation-form letters become base letters', '\uFECB\uFEE0\uFEE2', 'علم'],
  ['NFKC then kaf: presentation-form kaf ends as keheh, not Arabic kaf', '\uFEDB\uFEAE', 'کر'],
  ['NFKC: lam-alef ligature splits', '\uFEFB', 'لا'],
  ['Arabic kaf ك → ک', 'كتاب', 'کتاب'],
  ['swash kaf ڪ → ک', 'ڪتاب', 'کتاب'],
  ['Arabic yeh ي → ی', 'بازي', 'بازی'],
  ['alef maksura ى → ی', 'موسى', 'موسی'],
  ['yeh variants ې ێ ۍ ے → ی', 'ېێۍے', 'یییی'],
  ['heh variants ە ھ ہ ۃ → ه', 'ەھہۃ', 'هههه'],
  ['heh goal with hamza ۂ → ۀ', 'خانۂ', 'خانۀ'],
  ['tatweel removed', 'کتــــاب', 'کتاب'],
  ['bidi controls removed', '\u200Fسلام\u200E\u202B!\u202C\u2067x\u2069', 'سلام!x'],
  ['ZWJ, ZWSP, BOM and soft hyphen removed', 'س\u200Dل\u200Bا\uFEFFم\u00AD', 'سلام'],
  ['whitespace runs and NBSP collapse to one space, trimmed', '  به\u00A0\u00A0هر \t حال ', 'به هر حال'],
  ['ZWNJ runs collapse to one', 'می\u200C\u200C\u200Cروم', 'می\u200Cروم'],
  ['ZWNJ beside a space or at an edge is dropped', '\u200Cمی\u200C روم\u200C', 'می روم'],
  ['ZWNJ ending a word otherwise in settled letters is dropped', 'کتاب\u200Cها\u200C', 'کتاب\u200Cها'],
  ['a word of settled letters and ZWNJ between them stays as it is', 'دریاهایشان\u200Cاند', 'دریاهایشان\u200Cاند'],
  ['harakat are kept for display', 'مُحَمَّد', 'مُحَمَّد'],
  ['hamza seats are kept for display', 'مسأله مسئله مؤمن', 'مسأله مسئله مؤمن'],
  ['digits are kept for display', '۱۲۳', '۱۲۳'],
];

const exactRows: [string, string, string][] = [
  ['harakat, tanwin, shadda, sukun stripped (U+064B–U+065F)', 'مُحَمَّدٌ سُکْون', 'محمدسکون'],
  ['superscript alef U+0670 stripped', 'رحمٰن', 'رحمن'],
  ['Quranic marks U+0610–U+061A stripped', 'صلى\u0610\u061A', 'صلی'],
  ['Quranic marks U+06D6–U+06ED stripped', 'قال\u06D6\u06ED', 'قال'],
  ['ۀ → ه', 'خانۀ', 'خانه'],
  ['ه + hamza above U+0654 → ه', 'خانه\u0654', 'خانه'],
  ['ة → ه', 'مدرسة', 'مدرسه'],
  ['أ → ا', 'تأثیر', 'تاثیر'],
  ['إ → ا', 'إسلام', 'اسلام'],
  ['ٱ → ا', 'ٱلله', 'الله'],
  ['آ (madda) → ا', 'آسمان', 'اسمان'],
  ['ؤ → و', 'مؤمن', 'مومن'],
  ['ئ → ی', 'مسئله', 'مسیله'],
  ['word-final ء dropped', 'اجزاء', 'اجزا'],
  ['ء inside a word kept', 'جرءت', 'جرءت'],
  ['ZWNJ deleted', 'می\u200Cروم', 'میروم'],
  ['spaces deleted', 'می روم', 'میروم'],
  ['ZWJ/ZWSP deleted', 'می\u200Dر\u200Bوم', 'میروم'],
  ['Persian digits → ASCII', '۱۴۰۳', '1403'],
  ['Arabic-Indic digits → ASCII', '٤٥٦', '456'],
  ['Latin lower-cased', 'Book', 'book'],
  ['Arabic letters folded before keying', 'كتابي', 'کتابی'],
  ['tatweel removed from keys too', 'کتــاب', 'کتاب'],
];

const avaRows: [string, string, string][] = [
  ['ت ط fold to one class', 'طوت', 'توت'],
  ['س ص ث fold to one class', 'صبر', 'سبر'],
  ['ز ذ ض ظ fold to one class', 'ذضظز', 'ز'],
  ['ه ح fold to one class (and ة)', 'حیاة', 'هیه'],
  ['ق غ fold to one class', 'غیق', 'قیق'],
  ['carriers ا آ ع ء أ إ ئ ؤ dropped', 'آعالم', 'لم'],
  ['hamza seats dropped, not folded first', 'مسئله', 'مسله'],
  ['repeated letters collapse', 'پاییز', 'پیز'],
  ['harakat stripped', 'صَبْر', 'سبر'],
  ['ZWNJ and spaces deleted', 'می\u200Cروم', 'میروم'],
  ['ژ is its own sound, not ز', 'ژاله', 'ژله'],
];

describe('canonical', () => {
  test.each(canonicalRows)('%s', (_rule, input, expected) => {
    expect(canonical(input)).toBe(expected);
  });
});

describe('exactKey', () => {
  test.each(exactRows)('%s', (_rule, input, expected) => {
    expect(exactKey(input)).toBe(expected);
  });
});

describe('avaKey', () => {
  test.each(avaRows)('%s', (_rule, input, expected) => {
    expect(avaKey(input)).toBe(expected);
  });
});

const meetExact: [string, string][] = [
  ['می‌روم', 'میروم'],
  ['می‌روم', 'می روم'],
  ['كتاب', 'کتاب'],
  ['اسمان', 'آسمان'],
  ['اجزاء', 'اجزا'],
  ['خانۀ', 'خانه'],
  ['۱۲', '12'],
];
const meetAva: [string, string][] = [
  ['مسئله', 'مسأله'],
  ['صبر', 'سبر'],
  ['صبر', 'ثبر'],
  ['حیاط', 'حیات'],
  ['صلام', 'سلام'],
  ['ثلام', 'سلام'],
  ['پائیز', 'پاییز'],
  ['غضا', 'قذا'],
];
const apartExact: [string, string][] = [
  ['صبر', 'سبر'],
  ['مسئله', 'مسأله'],
  ['حیاط', 'حیات'],
  ['ژاله', 'زاله'],
];
const apartAva: [string, string][] = [
  ['ژاله', 'زاله'],
  ['کتاب', 'کباب'],
];

test.each(meetExact)('exact: %s meets %s', (a, b) => expect(exactKey(a)).toBe(exactKey(b)));
test.each(meetAva)('ava: %s meets %s', (a, b) => expect(avaKey(a)).toBe(avaKey(b)));
test.each(apartExact)('exact: %s stays apart from %s', (a, b) => expect(exactKey(a)).not.toBe(exactKey(b)));
test.each(apartAva)('ava: %s stays apart from %s', (a, b) => expect(avaKey(a)).not.toBe(avaKey(b)));

test('text words split at spaces and ZWNJ, each keyed', () => {
  expect(textWords('درختِ  بلندِ می‌روم، كتاب')).toEqual(['درخت', 'بلند', 'می', 'روم،', 'کتاب']);
});

test('keys are stable under repetition (normalising twice changes nothing)', () => {
  for (const word of ['آسمانِ ابری', 'مسئلهٔ', 'كِتابي ۱۲', 'می‌روم']) {
    expect(exactKey(exactKey(word))).toBe(exactKey(word));
    expect(canonical(canonical(word))).toBe(canonical(word));
  }
});
