/**
 * A picture's width and height from its first bytes (PNG, JPEG, WebP), read before it is decoded:
 * a photo too large to decode on a phone is refused by its header, not by running out of memory.
 */

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function pngSize(view: DataView): PictureSize {
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's frame header (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
function jpegSize(bytes: Uint8Array, view: DataView): PictureSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): PictureSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') {
    const of24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return { width: of24(24) + 1, height: of24(27) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return undefined;
}

/** The size its header states, or undefined for bytes that are no PNG, JPEG or WebP. */
export function pictureSize(bytes: Uint8Array): PictureSize | undefined {
  if (bytes.length < 30) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (PNG.every((byte, at) => bytes[at] === byte)) return pngSize(view);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes, view);
  return undefined;
}
