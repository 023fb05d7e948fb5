import { expect, test } from 'vitest';
import { analyse } from '../../../../src/shared/persian/inflection';
import { inPersian } from '../../../support/persian-description';
import { offered } from '../../../support/reader-store';

test.each(['شد', 'می‌شوند', 'نشده', 'شده‌اند', 'بشود', 'نشو', 'خواهد شد'])(
  'passive light verb: «%s» offers «شدن» first, then «کردن» («انجام شد» of «انجام کردن»)',
  (form) => {
    expect(offered(form, ['شدن', 'کردن', 'دادن'])).toEqual(['شدن', 'کردن']);
    expect(offered(form, ['کردن'])).toEqual(['کردن']);
  },
);

test('passive light verb: the reader is told it is «کردن» made passive with «شدن», negated last', () => {
  const reading = analyse('نشد').find((found) => found.headword === 'کردن');
  expect(reading?.rules).toEqual(['past', 'passive', 'negative']);
  expect(reading && inPersian(reading.headword, reading.description)).toBe('گذشته از کردن، مجهول با «شدن»، منفی');
});

test('passive light verb: «کردن» is offered only for a form of «شدن», and never before a verb the form is', () => {
  expect(offered('شستند', ['شدن', 'کردن', 'شستن'])).toEqual(['شستن']);
  expect(offered('کردند', ['شدن', 'کردن'])).toEqual(['کردن']);
  expect(offered('شده', ['شده', 'شدن', 'کردن'])).toEqual(['شده', 'شدن', 'کردن']);
});

test.each(['هست', 'هستم', 'هستند', 'نیست', 'نیستم', 'نیستید'])(
  'present copula: «%s» offers «هستن», then «بودن» whose present it is, before any look-alike',
  (form) => {
    const found = offered(form, ['هستن', 'بودن', 'هست', 'نیست', 'نی']).filter((word) => word !== form);
    expect(found.slice(0, 2)).toEqual(['هستن', 'بودن']);
  },
);

test('present copula: «نیستند» is told as the negated present of «هستن»', () => {
  const [first] = analyse('نیستند');
  expect(first?.headword).toBe('هستن');
  expect(first && inPersian(first.headword, first.description)).toBe('مضارع از هستن، منفی');
});

test('present copula: a word that only starts like it is no copula', () => {
  expect(analyse('هستی‌ها').map((reading) => reading.headword)).not.toContain('بودن');
  expect(analyse('نیستان').map((reading) => reading.headword)).not.toContain('هستن');
});
