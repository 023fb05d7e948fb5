/**
 * The hostile corpus itself: big enough, every class present, and each vector carrying what the
 * browser suites detect — its own marker id if it runs script, the evil origin if it navigates or
 * loads, an id or name if it clobbers, a layer or head element if it dresses the page up. A vector
 * that could not trip a detector would prove nothing.
 */
import { expect, test } from 'vitest';
import { BENIGN_ENTRIES } from '../support/hostile-html/benign-entries';
import {
  EVIL_ORIGIN,
  marker,
  VECTOR_CLASSES,
  VECTOR_COUNTS,
  XSS_VECTORS,
  type VectorEffect,
  type XssVector,
} from '../support/hostile-html/vectors';

/** The payload with its base64 and percent-encoded parts decoded, as the browser would read them. */
function readable(payload: string): string {
  return payload
    .replace(/base64,([A-Za-z0-9+/=]+)/g, (_all, data: string) => Buffer.from(data, 'base64').toString('utf8'))
    .replace(/%5F/gi, '_');
}

test('at least 80 vectors with unique ids, and every class has some', () => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(80);
  const ids = XSS_VECTORS.map((vector) => vector.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  for (const cls of VECTOR_CLASSES) expect(VECTOR_COUNTS.get(cls), cls).toBeGreaterThanOrEqual(2);
  expect([...VECTOR_COUNTS.values()].reduce((a, b) => a + b, 0)).toBe(XSS_VECTORS.length);
});

/** What each effect's detector looks for in a vector: one rule per effect, none left out. */
const CARRIES: Record<VectorEffect, (vector: XssVector) => boolean> = {
  script: ({ id, payload }) => readable(payload).includes(marker(id)),
  navigation: ({ payload }) => /(https:)?\/\/evil\.example/.test(payload),
  request: ({ payload }) => /(https:)?\/\/evil\.example/.test(payload),
  clobber: ({ payload }) => /\s(id|name)=/.test(payload),
  // A layer over the page, or a head element that would restyle or re-police it.
  redress: ({ payload }) => /position:\s*fixed|http-equiv/i.test(payload),
};

test('each vector carries what its detector looks for', () => {
  expect(XSS_VECTORS.filter((vector) => !CARRIES[vector.effect](vector)).map((vector) => vector.id)).toEqual([]);
  expect(EVIL_ORIGIN).toBe('https://evil.example');
});

test('the benign entries have distinct titles and say what must survive', () => {
  const titles = BENIGN_ENTRIES.map((entry) => entry.title);
  expect(new Set(titles).size).toBe(titles.length);
  expect(BENIGN_ENTRIES.length).toBeGreaterThanOrEqual(15);
  for (const entry of BENIGN_ENTRIES) expect(entry.text.trim(), entry.title).not.toBe('');
});
