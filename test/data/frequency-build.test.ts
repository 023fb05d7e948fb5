/**
 * The frequency list shipped in data/frequency/ is what its raw sources and the embedded default's
 * headwords give, byte for byte: a change to the data or the builder that is not rebuilt fails.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { frequencyFiles } from '../../scripts/data/build-frequency';
import { readFrequency } from '../../src/server/dictionary/frequency-list';
import { bandOf } from '../../src/shared/frequency';

const built = frequencyFiles('data');

test('data/frequency/ holds what `npm run data:build` makes of its sources', () => {
  expect(built.headwords).toBe(readFileSync('data/frequency/headwords.tsv', 'utf8'));
  expect(built.forms).toBe(readFileSync('data/frequency/forms.tsv', 'utf8'));
});

test('the shipped list reads as a reader would expect: everyday words very common, their look-alikes not', () => {
  const frequency = readFrequency('data');
  const band = (word: string) => bandOf(frequency.headwordRank(word));
  expect(['کردن', 'بودن', 'رفتن', 'خوب', 'کتاب', 'مردم', 'خانه', 'سلام'].map(band)).toEqual(
    Array(8).fill('very-common'),
  );
  // «خو» is where a reader typing «خوب» passes: the commoner word must rank first.
  expect(frequency.headwordRank('خوب')).toBeLessThan(frequency.headwordRank('خو') ?? Infinity);
  expect(frequency.headwordRank('سلام')).toBeLessThan(frequency.headwordRank('سلم') ?? Infinity);
  expect(['کنه', 'میده'].map(band)).toEqual(['rare', 'rare']);
});

test("a noun's uses stay its own, not a literary verb's whose bare stem it looks like", () => {
  const frequency = readFrequency('data');
  const band = (word: string) => bandOf(frequency.headwordRank(word));
  // «آروم» is «آرام» said, not «آراستن»'s «I adorn»; «کار», «نه», «زن» are words before imperatives.
  expect(['آرام', 'کار', 'نه', 'زن'].map(band)).toEqual(Array(4).fill('very-common'));
  expect(['آراستن', 'نهادن'].map(band)).not.toContain('very-common');
  expect(frequency.headwordRank('کار')).toBeLessThan(frequency.headwordRank('کاشتن') ?? Infinity);
  // «اینکه» is «این» and «که» written joined, none of the rare «اینک»'s uses.
  expect(band('اینک')).not.toBe('very-common');
});
