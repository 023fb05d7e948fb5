import { expect, test } from 'vitest';
import { pictureSize } from '../../../../src/web/features/read/ocr/picture-size';

const bytes = (...parts: readonly (readonly number[] | string)[]) =>
  new Uint8Array(
    parts
      .flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : [...part]))
      .concat(new Array(32).fill(0)),
  );
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [n >>> 8, n & 255];
const le16 = (n: number) => [n & 255, n >>> 8];

test('a PNG’s size is read from its header', () => {
  const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(12000), be32(9000));
  expect(pictureSize(png)).toEqual({ width: 12000, height: 9000 });
});

test('a JPEG’s size is read from its frame header, past the markers before it', () => {
  const app0 = [0xff, 0xe0, ...be16(16), ...new Array(14).fill(0)];
  const sof2 = [0xff, 0xc2, ...be16(17), 8, ...be16(3024), ...be16(4032)];
  expect(pictureSize(bytes([0xff, 0xd8], app0, sof2))).toEqual({ width: 4032, height: 3024 });
});

test('a WebP’s size is read from its lossy, lossless or extended header', () => {
  const lossy = bytes(
    'RIFF',
    [0, 0, 0, 0],
    'WEBP',
    'VP8 ',
    [0, 0, 0, 0],
    [0, 0, 0, 0x9d, 0x01, 0x2a],
    le16(1080),
    le16(2400),
  );
  expect(pictureSize(lossy)).toEqual({ width: 1080, height: 2400 });
  const bits = (1080 - 1) | ((2400 - 1) << 14);
  const lossless = bytes(
    'RIFF',
    [0, 0, 0, 0],
    'WEBP',
    'VP8L',
    [0, 0, 0, 0],
    [0x2f],
    [bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, bits >>> 24],
  );
  expect(pictureSize(lossless)).toEqual({ width: 1080, height: 2400 });
  const extended = bytes(
    'RIFF',
    [0, 0, 0, 0],
    'WEBP',
    'VP8X',
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0x37, 0x04, 0],
    [0x5f, 0x09, 0],
  );
  expect(pictureSize(extended)).toEqual({ width: 1080, height: 2400 });
});

test('bytes that are no picture have no size', () => {
  expect(pictureSize(bytes('%PDF-1.7 not a picture'))).toBeUndefined();
  expect(pictureSize(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
});
