/**
 * The faces of src/web/styles/fonts.css against the subset the build makes: the subset face names
 * exactly the characters its font holds, and the full face beside it covers the rest of the
 * script without overlapping — an overlap makes Chromium fetch the 46 KB full face on every page.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { PERSIAN_TEXT } from '../../../../scripts/build/font-subset-plugin';

const css = readFileSync('src/web/styles/fonts.css', 'utf8');

/** Code points of each @font-face, keyed by its src file name. */
function faces(): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const src = /url\('([^']+)'\)/.exec(block)?.[1] ?? '';
    const ranges = /unicode-range:([^;]+);/.exec(block.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
    const points = new Set<number>();
    for (const [, from, to] of ranges.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)) {
      const start = parseInt(from ?? '', 16);
      for (let p = start; p <= parseInt(to ?? from ?? '', 16); p += 1) points.add(p);
    }
    out.set(src.slice(src.lastIndexOf('/') + 1), points);
  }
  return out;
}

const pointsOf = (text: string): Set<number> => new Set([...text].map((ch) => ch.codePointAt(0) ?? 0));
const overlap = (a: Set<number>, b: Set<number>): number[] => [...a].filter((p) => b.has(p));

test('the subset face names exactly the characters the build puts in its font', () => {
  expect(faces().get('vazirmatn-persian.woff2')).toEqual(pointsOf(PERSIAN_TEXT));
});

test('no character belongs to two faces, so a page fetches only the faces its text needs', () => {
  const list = [...faces().values()];
  expect(list).toHaveLength(2);
  for (const [i, a] of list.entries()) {
    for (const b of list.slice(i + 1)) expect(overlap(a, b)).toEqual([]);
  }
});

test('the Persian subset and the full face together still cover the whole Arabic block', () => {
  const all = faces();
  const covered = new Set([
    ...(all.get('vazirmatn-persian.woff2') ?? []),
    ...(all.get('vazirmatn-arabic-wght-normal.woff2') ?? []),
  ]);
  const missing = Array.from({ length: 0x100 }, (_, i) => 0x600 + i).filter((p) => !covered.has(p));
  expect(missing).toEqual([]);
});
