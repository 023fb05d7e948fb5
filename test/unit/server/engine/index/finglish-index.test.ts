import { expect, test } from 'vitest';
import { bucketOf, buildFinglishIndex, spelledKeys } from '../../../../../src/server/engine/index/finglish-index';
import { latinSkeletons, persianSkeleton } from '../../../../../src/shared/persian/finglish-skeleton';

const KEYS = ['کتاب', 'کتب', 'کاتب', 'کت', 'کتابها', 'مادر', 'پدر', 'دختر', 'سلام', 'سال'];
const index = buildFinglishIndex(KEYS, Uint32Array.from(KEYS.keys()));
const keyOf = (id: number): string => KEYS[id] ?? '';

test('every skeleton of the keys is found in its packed bucket, and a skeleton no key has is not', () => {
  const skeletons = [...new Set(KEYS.map((key) => persianSkeleton(key) ?? ''))];
  for (const skeleton of skeletons) {
    const bucket = bucketOf(index, skeleton);
    expect(bucket).toBeGreaterThanOrEqual(0);
    const ids = [...index.ids.subarray(index.start[bucket], index.start[bucket + 1])];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(persianSkeleton(KEYS[id] ?? '')).toBe(skeleton);
    // A prefix or an extension of a skeleton is a different one.
    if (!skeletons.includes(`${skeleton}q`)) expect(bucketOf(index, `${skeleton}q`)).toBe(-1);
  }
  expect(bucketOf(index, '\uffff')).toBe(-1);
});

test('a Finglish word reads its skeleton bucket: ketab finds کتاب first', () => {
  expect(latinSkeletons('ketab').some((skeleton) => bucketOf(index, skeleton) >= 0)).toBe(true);
  expect(spelledKeys(index, keyOf, 'ketab', 3)[0]).toBe(KEYS.indexOf('کتاب'));
  expect(spelledKeys(index, keyOf, 'zzzz', 3)).toEqual([]);
});
