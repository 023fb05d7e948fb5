import { expect, test } from 'vitest';
import { exactKey } from '../../../../src/shared/persian/normalise';
import { readText, readTextAsync } from '../../../../src/shared/reading/read-text';
import { wordViews } from '../../../../src/shared/reading/reading-view';
import { fakeStore } from './fake-store';

// A store of idioms whose verbs are no light verbs, or whose words are more than four, beside
// their words alone.
const STORE = [
  ['اشک باریدن', 'moein', 'گریستن.'],
  ['اشک', 'moein', 'آب چشم.'],
  ['باریدن', 'moein', 'فرو ریختن.'],
  ['آواز خواندن', 'moein', 'سرودن.'],
  ['سر کیسه را شل کردن', 'moein', 'خرج کردن.'],
  ['پا به عرصه وجود گذاشتن', 'moein', 'زاده شدن.'],
  ['تعارف تیکه پاره کردن', 'moein', 'بسیار تعارف کردن.'],
  ['ممنون بودن', 'moein', 'سپاسگزار بودن.'],
  ['کتاب', 'moein', 'نوشته.'],
  ['خواندن', 'moein', 'قرائت.'],
] as const;

/** The store's reach: the most words its headwords hold before each last one, as the engine keeps. */
function storeReach(): (verbKey: string) => number {
  const most = new Map<string, number>();
  for (const [title] of STORE) {
    const words = title.split(' ');
    const last = exactKey(words.at(-1) ?? '');
    if (words.length > 1) most.set(last, Math.max(most.get(last) ?? 0, words.length - 1));
  }
  return (key) => most.get(key) ?? 0;
}

/** The runs of words read as one, with the headword each leads to. */
const joined = (text: string, reach = storeReach()) =>
  wordViews(text, readText(text, ['moein'], fakeStore(STORE).lookup, undefined, reach))
    .filter((word) => word.text.includes(' '))
    .map((word) => [word.text, word.headwords[0]?.title ?? '']);

test('a headword ending in a verb no light verb is joined in any of its forms', () => {
  expect(joined('امشب اشک می‌بارم.')).toEqual([['اشک می‌بارم', 'اشک باریدن']]);
  expect(joined('او اشک نبارید.')).toEqual([['اشک نبارید', 'اشک باریدن']]);
  expect(joined('نباید اشک ببارد.')).toEqual([['اشک ببارد', 'اشک باریدن']]);
  expect(joined('اشک خواهم بارید.')).toEqual([['اشک خواهم بارید', 'اشک باریدن']]);
});

test('a spoken form leads to its headword though its verb is read further down', () => {
  expect(joined('دیشب آواز نخوندین.')).toEqual([['آواز نخوندین', 'آواز خواندن']]);
  expect(joined('همیشه آواز می‌خونین.')).toEqual([['آواز می‌خونین', 'آواز خواندن']]);
  expect(joined('ممنون باش.')).toEqual([['ممنون باش', 'ممنون بودن']]);
});

test('an idiom of five words or more, «را» inside and the future apart, is joined whole', () => {
  expect(joined('بالاخره سر کیسه را شل کرد.')).toEqual([['سر کیسه را شل کرد', 'سر کیسه را شل کردن']]);
  expect(joined('او پا به عرصه وجود می‌گذارد.')).toEqual([['پا به عرصه وجود می‌گذارد', 'پا به عرصه وجود گذاشتن']]);
  expect(joined('تعارف تیکه پاره خواهم کرد.')).toEqual([['تعارف تیکه پاره خواهم کرد', 'تعارف تیکه پاره کردن']]);
});

test('words a space apart whose phrase the store does not hold stay apart', () => {
  expect(joined('کتاب را خواندم.')).toEqual([]);
  expect(joined('کتاب می‌بارم.')).toEqual([]);
  // A store that holds no headword ending in the verb is not asked for one.
  const store = fakeStore(STORE);
  readText('امشب اشک می‌بارم.', ['moein'], store.lookup, undefined, () => 0);
  expect(store.asked).not.toContain('اشک باریدن');
});

test('against another service, where each candidate is a request, only light verbs are joined', async () => {
  const store = fakeStore(STORE);
  await readTextAsync('امشب اشک می‌بارم. سر کیسه را شل کرد.', ['moein'], async (titles) => store.lookup(titles));
  expect(store.asked).not.toContain('اشک باریدن');
  expect(store.asked).not.toContain('سر کیسه را شل کردن');
  expect(store.asked).toContain('شل کردن');
});
