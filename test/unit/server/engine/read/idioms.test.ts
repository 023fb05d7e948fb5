import { expect, test } from 'vitest';
import { wordViews } from '../../../../../src/shared/reading/reading-view';
import { engineOver } from '../engine-over';

const engine = engineOver([
  { db: 'moein', title: 'سر کیسه را شل کردن', text: 'خرج کردن.' },
  { db: 'moein', title: 'اشک باریدن', text: 'گریستن.' },
  { db: 'moein', title: 'شل', text: 'سست.' },
  { db: 'moein', title: 'کردن', text: 'انجام دادن.' },
  { db: 'moein', title: 'باریدن', text: 'فرو ریختن.' },
  { db: 'moein', title: 'کتاب', text: 'نوشته.' },
]);

/** The runs of words the service reads as one, with the headword each leads to. */
const joined = (text: string) =>
  wordViews(text, engine.read(text, ['moein']))
    .filter((word) => word.text.includes(' '))
    .map((word) => [word.text, word.headwords[0]?.title ?? '']);

test('the store joins its idioms as far back as they go, whatever their verb', () => {
  expect(joined('او بالاخره سر کیسه را شل کرد.')).toEqual([['سر کیسه را شل کرد', 'سر کیسه را شل کردن']]);
  expect(joined('امشب اشک می‌بارم.')).toEqual([['اشک می‌بارم', 'اشک باریدن']]);
  expect(joined('کتاب را شل کرد.')).toEqual([]);
});
