/**
 * A picked picture made ready for the recogniser: its size read from its header, refused when no
 * phone could decode it, then drawn at the scale where its lines are some 40 pixels tall (a
 * screenshot's small text enlarged, a photo's large text and a huge photo reduced), turned level,
 * its light made even, as a grey PNG.
 */
import { flattenLight } from './flatten-light';
import { inkOf, lineHeightOf, threshold } from './line-height';
import { leanOf } from './skew';
import { pictureSize } from './picture-size';

export type PictureProblem = 'notImage' | 'imageTooLarge';

/** Over these a picture is refused: decoding it alone would take a phone's memory. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 120_000_000;
/** What is recognised at most, whatever the picture: time grows with pixels. */
const MAX_PIXELS = 8_000_000;
/** The side of the small copy whose rows of ink give the line height. */
const PROBE_SIDE = 1200;
/** The line height, in pixels, Tesseract reads best (its models were trained near it). */
const TARGET_LINE = 40;

type Canvas = HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The picture at `width` × `height` on white: a transparent screenshot reads as black on black without it. */
async function drawn(file: Blob, width: number, height: number): Promise<Canvas> {
  const bitmap = await createImageBitmap(file, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}

/** `source` turned by `degrees`, on white with a margin: Tesseract misses a line that touches the edge. */
function levelled(source: Canvas, degrees: number, margin: number): Canvas {
  const canvas = canvasOf(source.width + 2 * margin, source.height + 2 * margin);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

function greyOf(canvas: Canvas): Uint8Array {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('no 2d canvas');
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const grey = new Uint8Array(canvas.width * canvas.height);
  for (let i = 0; i < grey.length; i += 1) {
    grey[i] = ((data[i * 4] ?? 0) * 299 + (data[i * 4 + 1] ?? 0) * 587 + (data[i * 4 + 2] ?? 0) * 114) / 1000;
  }
  return grey;
}

/**
 * The canvas in black and white, its light made even first (flatten-light.ts): a worn page's
 * grain and a JPEG's specks stay on the paper's side of the threshold, where Tesseract's own
 * thresholding of the grey picture took them for a field of tiny marks and found no lines.
 */
function blackOnWhite(canvas: Canvas, cell: number): Canvas {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('no 2d canvas');
  const even = flattenLight(greyOf(canvas), canvas.width, canvas.height, cell);
  const level = threshold(even);
  const image = context.createImageData(canvas.width, canvas.height);
  for (let i = 0; i < even.length; i += 1) {
    const value = (even[i] ?? 0) > level ? 255 : 0;
    image.data[i * 4] = value;
    image.data[i * 4 + 1] = value;
    image.data[i * 4 + 2] = value;
    image.data[i * 4 + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

async function pngOf(canvas: Canvas): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob === null) throw new Error('the picture could not be drawn');
  return new Uint8Array(await blob.arrayBuffer());
}

/** The scale that brings a line of `line` pixels to TARGET_LINE, within the pixel bound. */
export function scaleFor(width: number, height: number, line: number | undefined): number {
  const wanted = line === undefined ? 1 : Math.min(4, Math.max(0.25, TARGET_LINE / line));
  return Math.min(wanted, Math.sqrt(MAX_PIXELS / (width * height)));
}

/** The PNG the recogniser reads, or what is wrong with the file. */
export async function preparePicture(file: Blob): Promise<{ readonly png: Uint8Array } | { problem: PictureProblem }> {
  if (file.size > MAX_FILE_BYTES) return { problem: 'imageTooLarge' };
  const size = pictureSize(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()));
  if (size === undefined || size.width === 0 || size.height === 0) return { problem: 'notImage' };
  if (size.width * size.height > MAX_SOURCE_PIXELS) return { problem: 'imageTooLarge' };
  try {
    const probeScale = Math.min(1, PROBE_SIDE / Math.max(size.width, size.height));
    const probe = await drawn(file, Math.round(size.width * probeScale), Math.round(size.height * probeScale));
    // Measured on the probe with its light made even: a photo's shadow is no ink.
    const cell = Math.max(16, Math.round(Math.max(probe.width, probe.height) / 12));
    const ink = inkOf(flattenLight(greyOf(probe), probe.width, probe.height, cell));
    const { degrees, rows } = leanOf(ink, probe.width, probe.height);
    const line = lineHeightOf(rows, probe.width);
    const scale = scaleFor(size.width, size.height, line === undefined ? undefined : line / probeScale);
    const width = Math.max(1, Math.round(size.width * scale));
    const height = Math.max(1, Math.round(size.height * scale));
    // Cells of about three lines: larger than a letter, smaller than the light's changes.
    const clean = blackOnWhite(await drawn(file, width, height), TARGET_LINE * 3);
    return { png: await pngOf(levelled(clean, degrees, TARGET_LINE)) };
  } catch {
    return { problem: 'notImage' };
  }
}
