import { expect, test } from 'vitest';
import { engineOver, faCollator, searchAll, titlesOf } from '../engine-over';

test('exact: a key without madda finds the headword with it, and the other way round', () => {
  const engine = engineOver([
    { db: 'moein', title: 'آسمان', text: 'فلک' },
    { db: 'moein', title: 'زمین', text: 'خاک' },
  ]);
  expect(titlesOf(searchAll(engine, 'اسمان', 'exact'))).toEqual(['آسمان']);
  expect(titlesOf(searchAll(engine, 'آسمان', 'exact'))).toEqual(['آسمان']);
});

test('exact: می‌روم, میروم and می روم find one another', () => {
  const engine = engineOver([
    { db: 'moein', title: 'می‌روم', text: 'رفتن' },
    { db: 'amid', title: 'میروم', text: 'رفتن' },
    { db: 'dehkhoda', title: 'می روم', text: 'رفتن' },
  ]);
  for (const q of ['می‌روم', 'میروم', 'می روم']) {
    const page = searchAll(engine, q, 'exact');
    expect(page.numFound).toBe(3);
    expect(new Set(titlesOf(page))).toEqual(new Set(['می‌روم', 'میروم', 'می روم']));
  }
});

test('exact: حیاط and حیات stay apart, and so do مسئله and مسأله', () => {
  const engine = engineOver([
    { db: 'moein', title: 'حیات', text: 'زندگی' },
    { db: 'moein', title: 'حیاط', text: 'سرای' },
    { db: 'moein', title: 'مسئله', text: 'پرسش' },
  ]);
  expect(titlesOf(searchAll(engine, 'حیاط', 'exact'))).toEqual(['حیاط']);
  expect(titlesOf(searchAll(engine, 'حیات', 'exact'))).toEqual(['حیات']);
  expect(searchAll(engine, 'مسأله', 'exact').numFound).toBe(0);
});

test('exact: Arabic yeh and kaf, harakat and tatweel in q still find the Persian headword', () => {
  const engine = engineOver([{ db: 'amid', title: 'کتابی', text: 'منسوب به کتاب' }]);
  for (const q of ['كتابي', 'کِتابی', 'کتـــابی']) expect(titlesOf(searchAll(engine, q, 'exact'))).toEqual(['کتابی']);
});

test('exact: the headword stored as q was typed comes first, the other spellings after it in Persian order', () => {
  const spellings = ['آسمان', 'اسمان', 'أسمان'];
  const engine = engineOver(spellings.map((title) => ({ db: 'dehkhoda' as const, title, text: 'فلک' })));
  for (const typed of spellings) {
    const others = spellings.filter((title) => title !== typed).sort(faCollator.compare);
    expect(titlesOf(searchAll(engine, typed, 'exact'))).toEqual([typed, ...others]);
  }
});

test('exact: a result carries the shown fields of its entry', () => {
  const engine = engineOver([
    { db: 'moein', title: 'سلام', text: '<b>درود</b> و   تهنیت', pron: 'salām', title_en: 'hello' },
  ]);
  const [result] = searchAll(engine, 'سلام', 'exact').results;
  expect(result).toEqual({
    id: expect.stringMatching(/^moein_\d+$/),
    title: 'سلام',
    title_en: 'hello',
    pron: 'salām',
    text: 'درود و تهنیت',
    source: 'فرهنگ فارسی معین',
    db: 'moein',
    num: 1,
    band: '',
  });
});
