/** The measures the page takes of a picture before Tesseract reads it, on grey images drawn here. */
import { expect, test } from 'vitest';
import { flattenLight } from '../../../../src/web/features/read/ocr/flatten-light';
import { inkOf, lineHeightOf } from '../../../../src/web/features/read/ocr/line-height';
import { scaleFor } from '../../../../src/web/features/read/ocr/prepare-picture';
import { leanOf } from '../../../../src/web/features/read/ocr/skew';

/** White paper with `lines` bars of ink `tall` pixels high, leaning by `slope` (rows per column). */
function page(width: number, height: number, lines: number, tall: number, slope = 0): Uint8Array {
  const grey = new Uint8Array(width * height).fill(240);
  for (let line = 0; line < lines; line += 1) {
    const top = 20 + line * tall * 2;
    for (let x = 10; x < width - 10; x += 1) {
      for (let y = 0; y < tall; y += 1) {
        const row = Math.round(top + y + (x - width / 2) * slope);
        if (row >= 0 && row < height && x % 7 !== 0) grey[row * width + x] = 30;
      }
    }
  }
  return grey;
}

test('the lines’ height is measured from the rows of ink, and sets the scale Tesseract reads best at', () => {
  const grey = page(400, 200, 4, 14);
  const { degrees, rows } = leanOf(inkOf(grey), 400, 200);
  expect(degrees).toBe(0);
  expect(lineHeightOf(rows, 400)).toBe(14);
  // A screenshot's 14-pixel lines are enlarged, a photo's 160-pixel ones reduced; a huge picture is bounded.
  expect(scaleFor(400, 200, 14)).toBeCloseTo(40 / 14);
  expect(scaleFor(4000, 3000, 160)).toBe(0.25);
  expect(scaleFor(12000, 9000, 40)).toBeCloseTo(Math.sqrt(8_000_000 / 108_000_000));
});

test('a paragraph leaning three degrees is found to lean, and its lines are measured along the lean', () => {
  const slope = Math.tan((3 * Math.PI) / 180);
  const { degrees, rows } = leanOf(inkOf(page(400, 260, 4, 12, slope)), 400, 260);
  expect(degrees).toBe(-3);
  expect(lineHeightOf(rows, 400)).toBeLessThanOrEqual(13);
});

test('light falling off across a page is evened: the dim paper reads as paper, the ink as ink', () => {
  const width = 200;
  const grey = page(width, 100, 2, 10).map((value, at) => Math.round(value * (1 - (at % width) / (width * 2))));
  const even = flattenLight(grey, width, 100, 30);
  const paperFar = even[90 * width + 190] ?? 0;
  const inkFar = even[25 * width + 188] ?? 0;
  expect(paperFar).toBeGreaterThan(200);
  expect(inkFar).toBeLessThan(80);
  // A dark screen's picture (light text on dark) is left alone.
  const dark = new Uint8Array(100).fill(20);
  expect(flattenLight(dark, 10, 10, 5)).toBe(dark);
});
