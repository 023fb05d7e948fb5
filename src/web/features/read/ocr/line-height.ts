/**
 * How tall a line of text is in a picture, from its rows of ink: Tesseract reads best when a line
 * is some 40 pixels tall, so a screenshot's 14-pixel lines are enlarged and a photo's 200-pixel
 * ones reduced before it reads them (prepare-picture.ts). Pure, on a grey image's bytes.
 */

/** Otsu's threshold: the grey level that best splits the picture into ink and paper. */
export function threshold(grey: Uint8Array): number {
  const counts = new Array<number>(256).fill(0);
  for (const value of grey) counts[value] = (counts[value] ?? 0) + 1;
  let sum = 0;
  counts.forEach((count, level) => (sum += count * level));
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let bestSpread = -1;
  for (let level = 0; level < 256; level += 1) {
    below += counts[level] ?? 0;
    const above = grey.length - below;
    if (below === 0 || above === 0) continue;
    belowSum += level * (counts[level] ?? 0);
    const spread = below * above * (belowSum / below - (sum - belowSum) / above) ** 2;
    if (spread > bestSpread) {
      bestSpread = spread;
      best = level;
    }
  }
  return best;
}

/** Which pixels are ink: the minority side of the threshold, so light text on a dark screen counts too. */
export function inkOf(grey: Uint8Array): Uint8Array {
  const level = threshold(grey);
  let dark = 0;
  for (const value of grey) if (value <= level) dark += 1;
  const inkIsDark = dark <= grey.length / 2;
  return grey.map((value) => (value <= level === inkIsDark ? 1 : 0));
}

/**
 * The median height, in pixels, of the runs of rows that hold ink, from each row's count of ink
 * (skew.ts counts them along the lines' lean); undefined when no run is found.
 */
export function lineHeightOf(rows: ArrayLike<number>, width: number): number | undefined {
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y < rows.length; y += 1) {
    // A row of text has ink across a hundredth of its width at least; a stray speck does not count.
    if ((rows[y] ?? 0) > width * 0.01) run += 1;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  const lines = runs.filter((length) => length >= 3).sort((a, b) => a - b);
  return lines.length === 0 ? undefined : lines[Math.floor(lines.length / 2)];
}
