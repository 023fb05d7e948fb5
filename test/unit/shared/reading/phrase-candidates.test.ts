import { expect, test } from 'vitest';
import { planReading } from '../../../../src/shared/reading/reading-plan';

const proposed = (text: string) => planReading(text).phrases.map((phrase) => phrase.candidate.title);

test('a light verb proposes the words before it, longest first, and the pronoun cut from its neighbour', () => {
  expect(proposed('دوستش داشتم')).toEqual(['دوستش داشتن', 'دوست داشتن']);
  expect(proposed('او به دست آورد').slice(0, 3)).toEqual(['او به دست آوردن', 'به دست آوردن', 'دست آوردن']);
});

test('an auxiliary apart from its verb is part of the verb, not a verb of its own', () => {
  expect(proposed('تصمیم نخواهند گرفت')).toEqual(['تصمیم گرفتن']);
  expect(proposed('تصمیم گرفته بودیم')).toEqual(['تصمیم گرفتن']);
  // A compound's preverb stands on the auxiliary: «برخواهم داشت» is «برداشتن»'s future.
  expect(proposed('قمپز درخواهم کرد')).toContain('قمپز درکردن');
  expect(proposed('قدم برنخواهند داشت')).toContain('قدم برداشتن');
});

test('no candidate from a noun read as a bare stem or a guessed verb, across «را» or punctuation', () => {
  expect(proposed('کتاب کار')).toEqual([]);
  expect(proposed('در بیرون')).toEqual([]);
  expect(proposed('کتاب را خریدم')).toEqual([]);
  expect(proposed('دوست؛ داشتم')).toEqual([]);
});

test('a light verb is joined over the future, the perfect with «است», «ب», negation and a modal before it', () => {
  expect(proposed('تعصب خواهد ورزید')).toEqual(['تعصب ورزیدن']);
  expect(proposed('دل خواهم برید')).toEqual(['دل بریدن']);
  expect(proposed('باقی مانده است')).toEqual(['باقی ماندن']);
  expect(proposed('قصور ورزید')[0]).toBe('قصور ورزیدن');
  expect(proposed('مبادرت می‌ورزیم')).toContain('مبادرت ورزیدن');
  expect(proposed('تحریر بکنم')).toEqual(['تحریر کردن']);
  expect(proposed('نمی‌توانم باور کنم')).toContain('باور کردن');
  expect(proposed('انجام گردید')).toContain('انجام گردیدن');
});
