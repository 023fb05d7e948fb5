/**
 * A photographed page's uneven light taken out: each pixel divided by the paper's brightness around
 * it (the brightest tenth of each cell, blended between cells), so a page lit from one side or a
 * yellowed print reads as dark ink on even white. Tesseract's one threshold for the whole page
 * otherwise cuts the dim half of a photo into black. Pure, on a grey image's bytes.
 */

/** The level below which a cell's brightest tenth of pixels begins: its paper. */
function paperOf(grey: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number): number {
  const counts = new Uint32Array(256);
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const level = grey[y * width + x] ?? 0;
      counts[level] = (counts[level] ?? 0) + 1;
    }
  const wanted = ((x1 - x0) * (y1 - y0)) / 10;
  let seen = 0;
  for (let level = 255; level > 0; level -= 1) {
    seen += counts[level] ?? 0;
    if (seen >= wanted) return level;
  }
  return 1;
}

/** `grey` with its light made even, in cells of `cell` pixels; a dark screen's picture is left as it is. */
export function flattenLight(grey: Uint8Array, width: number, height: number, cell: number): Uint8Array {
  let sum = 0;
  for (const value of grey) sum += value;
  if (sum / grey.length < 128) return grey;
  const columns = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const paper = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x0 = column * cell;
      const y0 = row * cell;
      paper[row * columns + column] = paperOf(
        grey,
        width,
        x0,
        y0,
        Math.min(width, x0 + cell),
        Math.min(height, y0 + cell),
      );
    }
  }
  const at = (column: number, row: number) =>
    paper[Math.min(rows - 1, Math.max(0, row)) * columns + Math.min(columns - 1, Math.max(0, column))] ?? 255;
  const out = new Uint8Array(grey.length);
  for (let y = 0; y < height; y += 1) {
    const fy = y / cell - 0.5;
    const row = Math.floor(fy);
    const dy = fy - row;
    for (let x = 0; x < width; x += 1) {
      const fx = x / cell - 0.5;
      const column = Math.floor(fx);
      const dx = fx - column;
      const top = at(column, row) * (1 - dx) + at(column + 1, row) * dx;
      const bottom = at(column, row + 1) * (1 - dx) + at(column + 1, row + 1) * dx;
      const light = Math.max(1, top * (1 - dy) + bottom * dy);
      out[y * width + x] = Math.min(255, Math.round(((grey[y * width + x] ?? 0) * 255) / light));
    }
  }
  return out;
}
