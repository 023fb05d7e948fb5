/**
 * The reading page goes to the word the writer meant when a dictionary also holds a homograph:
 * the likelier reading by use first, the neighbours where the form alone cannot tell, the
 * multi-word headword the text writes out, and no link at all rather than a look-alike.
 */
import { expect, test } from 'vitest';
import { readText } from '../../../../src/shared/reading/read-text';
import { wordViews } from '../../../../src/shared/reading/reading-view';
import type { Found, FoundEntry } from '../../../../src/shared/reading/reading-plan';
import { wordCandidates } from '../../../../src/shared/reading/word-candidates';
import { exactKey } from '../../../../src/shared/persian/normalise';
import { fakeStore } from './fake-store';

/** A fresh install's kind of store: everyday verbs beside their rare homographs, as Wiktionary lists them. */
const STORE = [
  ['بود', 'fa2en', 'being, existence'],
  ['بودن', 'fa2en', 'to be'],
  ['گرفت', 'fa2en', '(astronomy) eclipse'],
  ['گرفتن', 'fa2en', 'to take'],
  ['کرد', 'fa2en', 'Kurd'],
  ['کردن', 'fa2en', 'to do'],
  ['دید', 'fa2en', 'sight, view'],
  ['دیدن', 'fa2en', 'to see'],
  ['شد', 'fa2en', 'a rare noun'],
  ['شدن', 'fa2en', 'to become'],
  ['دار', 'fa2en', 'gallows'],
  ['داشتن', 'fa2en', 'to have'],
  ['میده', 'fa2en', 'fine wheat flour'],
  ['دادن', 'fa2en', 'to give'],
  ['داده', 'fa2en', 'data'],
  ['بردن', 'fa2en', 'to carry'],
  ['برد', 'fa2en', 'range, reach'],
  ['رفتن', 'fa2en', 'to go'],
  ['فردا', 'fa2en', 'tomorrow'],
  ['بعد', 'fa2en', 'after'],
  ['ظهر', 'fa2en', 'noon'],
  ['بعد از ظهر', 'fa2en', 'afternoon'],
  ['از', 'fa2en', 'from'],
  ['نان', 'fa2en', 'bread'],
  ['انس', 'fa2en', 'intimacy'],
  ['دو', 'fa2en', 'two'],
  ['اما', 'fa2en', 'but'],
  ['خانه', 'fa2en', 'house'],
  ['خان', 'fa2en', 'khan'],
] as const;

/** Each word of `text` as the reading page shows it. */
const read = (text: string, lookup: (titles: readonly string[]) => Found) =>
  wordViews(text, readText(text, ['fa2en'], lookup));

const first = (text: string, store: readonly (readonly [string, string, string])[] = STORE) =>
  read(text, fakeStore(store).lookup).map((word) => [word.text, word.headwords[0]?.title ?? '']);

test('a form that is a headword and a far commoner form of a verb opens the verb', () => {
  expect(first('او آنجا بود و عکس گرفت')).toEqual([
    ['او', ''],
    ['آنجا', ''],
    ['بود', 'بودن'],
    ['و', ''],
    ['عکس', ''],
    ['گرفت', 'گرفتن'],
  ]);
  expect(first('کرد دید شد').map(([, title]) => title)).toEqual(['کردن', 'دیدن', 'شدن']);
});

test('the noun is still offered, second', () => {
  for (const [form, verb] of [
    ['بود', 'بودن'],
    ['گرفت', 'گرفتن'],
    ['کرد', 'کردن'],
  ] as const) {
    expect(
      wordCandidates(form)
        .slice(0, 2)
        .map((candidate) => candidate.title),
      form,
    ).toEqual([verb, form]);
  }
});

test('a common spoken verb beats a rare homograph: «داره», «میده», «فردا بریم»', () => {
  expect(first('داره')).toEqual([['داره', 'داشتن']]);
  expect(first('میده')).toEqual([['میده', 'دادن']]);
  expect(first('فردا بریم')).toEqual([
    ['فردا', 'فردا'],
    ['بریم', 'رفتن'],
  ]);
});

test('neighbours settle what the form cannot: a participle before «شد», a past stem ending the sentence', () => {
  expect(first('به او داده شد').find(([text]) => text === 'داده')).toEqual(['داده', 'دادن']);
  expect(first('بازی را برد.').find(([text]) => text === 'برد')).toEqual(['برد', 'بردن']);
  expect(first('از برد موشک').find(([text]) => text === 'برد')).toEqual(['برد', 'برد']);
});

test('a multi-word headword the dictionaries hold is joined over its words, as a light verb is', () => {
  const [word] = read('بعد از ظهر رفتم', fakeStore(STORE).lookup);
  expect(word?.text).toBe('بعد از ظهر');
  expect(word?.headwords[0]?.title).toBe('بعد از ظهر');
  expect(word?.parts).toHaveLength(3);
});

test('a common word no dictionary holds is missing, not a look-alike: «انسان», «دوست», «امام», «خانم»', () => {
  expect(first('انسان دوست امام')).toEqual([
    ['انسان', ''],
    ['دوست', ''],
    ['امام', ''],
  ]);
  // «خانم» may lead to its own base («خان» with «م»), never to the spoken «خانه‌ام».
  expect(first('خانم')[0]?.[1]).not.toBe('خانه');
  // Nor is «کردم» the Kurd's, when a store lacks «کردن».
  expect(first('کردم', [['کرد', 'fa2en', 'Kurd']])).toEqual([['کردم', '']]);
});

test('a form a dictionary lists only as another entry’s alternate gives way to a commoner headword', () => {
  const entry = (title: string, meaning: string): FoundEntry => ({ title, db: 'fa2en', num: 1, meaning, pron: '' });
  // Wiktionary lists «کاری» (“you plant”) among the forms of «کاشتن»; exact search finds it there.
  const byKey = new Map([
    [exactKey('کاری'), [entry('کاشتن', 'to plant')]],
    [exactKey('کار'), [entry('کار', 'work')]],
    [exactKey('کاشتن'), [entry('کاشتن', 'to plant')]],
  ]);
  const lookup = (titles: readonly string[]): Found => new Map(titles.map((t) => [t, byKey.get(exactKey(t)) ?? []]));
  expect(read('کاری', lookup)[0]?.headwords[0]?.title).toBe('کار');
});
