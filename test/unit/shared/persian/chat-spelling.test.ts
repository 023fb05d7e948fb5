/**
 * Chat spelling as a Persian speaker reads it, against a reader's store that holds look-alikes
 * beside the word meant: each rule's reading comes first.
 */
import { expect, test } from 'vitest';
import { first, offered } from '../../../support/reader-store';

test('«وون» is a consonant «و» and the spoken «و» of «ان», not a letter typed twice', () => {
  expect(first('جوونتر', ['جوان', 'جان'])).toBe('جوان');
  expect(offered('دیوونگی', ['دیوانگی', 'دیانگی'])).toEqual(['دیوانگی']);
});

test('the listed spoken plurals «اونا», «اینا» keep their word under a tail', () => {
  expect(first('اوناشون', ['آن', 'آنا', 'اون'])).toBe('آن');
  expect(first('اینهاست', ['این', 'اینها'])).toBe('این');
});

test('a spelling that is a word and a form of a commoner verb is the verb first', () => {
  expect(first('رسونده', ['رسانده', 'رساندن'])).toBe('رساندن');
  expect(first('دونسته', ['دانسته', 'دانستن'])).toBe('دانستن');
});

test('a rare noun with a pronoun goes after a common verb read through its spoken spelling', () => {
  // «تونست» is «توانست» (could), not «تونس» (Tunisia) with «ت»: no other rare word reads so.
  expect(first('تونست', ['تونس', 'توانستن'])).toBe('توانستن');
  // Nor is a verb as common as «خواندن» read as «نخون» (a nail, in a dialect) with «یم».
  expect(first('نخونیم', ['نخون', 'خواندن'])).toBe('خواندن');
});

test('a spoken «ین» on a past stem is the ending «ید», not the Arabic plural', () => {
  expect(first('خریدین', ['خرید', 'خریدن'])).toBe('خریدن');
});

test('a prefixed spoken verb keeps its object pronoun', () => {
  expect(first('بزارینش', ['گذاشتن', 'بارود'])).toBe('گذاشتن');
  expect(first('نخونیمش', ['خواندن', 'نخون'])).toBe('خواندن');
});

test('a listed spoken word keeps its written word under an ending', () => {
  expect(first('پیرهنم', ['پیراهن', 'پیر'])).toBe('پیراهن');
  expect(first('کوچیکتر', ['کوچک', 'کوچ'])).toBe('کوچک');
});

test('a letter left out as unsaid is restored: the hamza of «مسئول», an «ع» before a last «ه»', () => {
  expect(first('مسوول', ['مسئول'])).toBe('مسئول');
  expect(first('جمه', ['جمعه', 'جم'])).toBe('جمعه');
  expect(first('موقه', ['موقع', 'موق'])).toBe('موقع');
  // A form that is a word keeps its own reading first: «قله» is no «قلعه».
  expect(first('قله', ['قله', 'قلعه'])).toBe('قله');
});

test('«چه» joined to its word is written without its «ه»', () => {
  expect(first('چه‌طور', ['چطور'])).toBe('چطور');
});

test('a spoken reading giving a conjunction a pronoun comes after every other', () => {
  expect(first('همتون', ['هم', 'همه'])).toBe('همه');
});

test('the spoken «او» is «آ» before «م» and «ن» only', () => {
  expect(first('اولاً', ['آلا', 'اول'])).toBe('اول');
  expect(first('اومدنی', ['آمدنی'])).toBe('آمدنی');
});

test('«ینی» is «یعنی» typed as said, not «ین» (yen) with «ی»', () => {
  expect(first('ینی', ['یعنی', 'ین'])).toBe('یعنی');
});
