import { expect, test } from 'vitest';
import type { DbName } from '../../../../../src/shared/catalog';
import { engineOver } from '../engine-over';
import type { SeedEntry } from '../../../../../scripts/bench/seed-store';

const entry = (title: string, db: DbName = 'amid'): SeedEntry => ({ db, title, text: 'x' });

test('suggest: headwords starting with q, most entries across databases first, then shortest, then Persian order', () => {
  const engine = engineOver([
    entry('کتابخانه'),
    entry('کتابچه'),
    entry('کتابی'),
    entry('کتابی', 'moein'),
    entry('کتابت'),
    entry('کتاب'),
    entry('کتاب', 'moein'),
    entry('کتاب', 'wiki'),
    entry('دفتر'),
  ]);
  // کتاب is in three databases, کتابی in two; then by length; کتابت/کتابچه tie on length: ت before چ.
  expect(engine.suggest('کتا')).toEqual(['کتاب', 'کتابی', 'کتابت', 'کتابچه', 'کتابخانه']);
});

test('suggest: one suggestion per canonical headword, shown in its canonical spelling', () => {
  const engine = engineOver([entry('كتاب', 'moein'), entry('کتاب', 'amid'), entry('کتـاب', 'wiki')]);
  expect(engine.suggest('کت')).toEqual(['کتاب']);
});

test('suggest: q is normalised before matching (madda, Arabic letters, ZWNJ)', () => {
  const engine = engineOver([entry('آسمان'), entry('می‌روم'), entry('کتابی')]);
  expect(engine.suggest('اسم')).toEqual(['آسمان']);
  expect(engine.suggest('میر')).toEqual(['می‌روم']);
  expect(engine.suggest('كتابي')).toEqual(['کتابی']);
});

test('suggest: when fewer than 10 start with q, headwords containing q fill the rest, in the same order', () => {
  const engine = engineOver([
    entry('تابش'),
    entry('بی‌تاب'),
    entry('کتاب'),
    entry('کتاب', 'moein'),
    entry('مهتاب'),
    entry('دفتر'),
  ]);
  expect(engine.suggest('تاب')).toEqual(['تابش', 'کتاب', 'مهتاب', 'بی‌تاب']);
});

test('suggest: at most 10, the best of many', () => {
  const titles = Array.from({ length: 30 }, (_, i) => `سر${'ب'.repeat(i % 7)}${i}`);
  const common = titles[29] ?? '';
  const engine = engineOver([...titles.map((title) => entry(title)), entry(common, 'moein'), entry('اسرار')]);
  const suggestions = engine.suggest('سر');
  expect(suggestions).toHaveLength(10);
  // The last title is in two databases, so it leads although it is long; then the shortest.
  expect(suggestions[0]).toBe(common);
  expect(suggestions).not.toContain('اسرار');
  const lengths = suggestions.slice(1).map((title) => title.length);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
});

test('suggest: one or two letters are completed, never filled from headwords that merely contain them', () => {
  const engine = engineOver([
    entry('ژاله'),
    entry('مژده'),
    entry('مژه'),
    entry('پژواک'),
    entry('کلاس گذاشتن'),
    entry('سگ'),
  ]);
  expect(engine.suggest('ژ')).toEqual(['ژاله']);
  expect(engine.suggest('سگ')).toEqual(['سگ']);
});

test('suggest: a headword containing q fills only when q is inside one of its words', () => {
  const engine = engineOver([entry('کلاس گذاشتن'), entry('پاس گذر')]);
  expect(engine.suggest('گذاشت')).toEqual(['کلاس گذاشتن']);
  expect(engine.suggest('اسگذ')).toEqual([]);
});

test('suggest: nothing matching, or a q with no letters left after normalising, gives an empty list', () => {
  const engine = engineOver([entry('کتاب')]);
  expect(engine.suggest('دفتر')).toEqual([]);
  expect(engine.suggest('\u064E\u0650')).toEqual([]);
  expect(engine.suggest('\u200C')).toEqual([]);
});

test('suggest: of the headwords that start with q, the commoner first; q’s own headword before them', () => {
  // As the frequency list ranks them: «خوب» the commonest, «خوار» not in the list.
  const ranked = (title: string, rank?: number): SeedEntry => ({
    ...entry(title),
    ...(rank ? { use_rank: rank } : {}),
  });
  const engine = engineOver([
    ranked('خوار'),
    ranked('خوار'),
    ranked('خوار'),
    ranked('خواب', 400),
    ranked('خوب', 20),
    ranked('خو', 9000),
    ranked('خوابیدن', 900),
  ]);
  // «خوار» is in three dictionaries, but a word the list lacks comes after every word it has.
  expect(engine.suggest('خو')).toEqual(['خو', 'خوب', 'خواب', 'خوابیدن', 'خوار']);
  expect(engine.suggest('خوا')).toEqual(['خواب', 'خوابیدن', 'خوار']);
});
