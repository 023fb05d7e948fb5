/**
 * How far a photographed page's lines lean, from its ink: the angle at which the rows of ink are
 * most sharply bunched into lines (their counts' variance is greatest). Tesseract reads a line or
 * two degrees off level, but a whole paragraph leaning three degrees runs each line's end into the
 * next one; prepare-picture.ts turns the picture back by this angle. Pure, on ink points.
 */

/** The angles tried, in degrees: level, and up to five each way in quarter degrees. */
const MAX_DEGREES = 5;
const STEP_DEGREES = 0.25;

export interface Lean {
  /** How far the lines lean, in degrees (as prepare-picture.ts turns them back); 0 for level. */
  readonly degrees: number;
  /** Each row's count of ink along that lean. */
  readonly rows: Float64Array;
}

/** The lean of the ink's lines, and the rows of ink along it. */
export function leanOf(ink: Uint8Array, width: number, height: number): Lean {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (ink[y * width + x] === 1) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  const count = (slope: number) => {
    const rows = new Float64Array(height + width);
    for (let i = 0; i < xs.length; i += 1) {
      const row = Math.round((ys[i] ?? 0) + ((xs[i] ?? 0) - width / 2) * slope + width / 2);
      if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
    }
    return rows;
  };
  if (xs.length < 50) return { degrees: 0, rows: count(0) };
  let best = 0;
  let bestSpread = -1;
  for (let degrees = -MAX_DEGREES; degrees <= MAX_DEGREES; degrees += STEP_DEGREES) {
    const rows = count(Math.tan((degrees * Math.PI) / 180));
    let spread = 0;
    for (const count of rows) spread += count * count;
    // Level wins a tie: a page that shows no lean is not turned.
    if (spread > bestSpread * 1.0001) {
      bestSpread = spread;
      best = degrees;
    }
  }
  return { degrees: best, rows: count(Math.tan((best * Math.PI) / 180)) };
}
