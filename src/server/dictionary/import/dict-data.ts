import fs from 'node:fs';
import zlib from 'node:zlib';
import { ImportError } from './problem';

const WINDOW = 4 << 20;

/** Random access to the meanings of a StarDict or dictd `.dict` / `.dict.dz` file. */
export interface DictData {
  /** The bytes at [offset, offset + size), or undefined when they lie past the end of the file. */
  read(offset: number, size: number): Buffer | undefined;
  close(): void;
}

function readCompressed(file: string): DictData {
  let data: Buffer;
  try {
    // dictzip is gzip with a chunk table in an extra field; gunzip reads it whole.
    data = zlib.gunzipSync(fs.readFileSync(file));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportError(`${file}: cannot decompress (${reason})`, { cause: error });
  }
  return {
    read: (offset, size) => (offset + size <= data.length ? data.subarray(offset, offset + size) : undefined),
    close: () => undefined,
  };
}

// Index files list meanings mostly in file order, so a sliding window turns a million small
// reads into a few hundred large ones without holding the whole file.
function readPlain(file: string): DictData {
  const fd = fs.openSync(file, 'r');
  const length = fs.fstatSync(fd).size;
  const window = Buffer.allocUnsafe(WINDOW);
  let windowStart = 0;
  let windowEnd = 0;
  return {
    read(offset, size) {
      if (offset + size > length) return undefined;
      if (offset >= windowStart && offset + size <= windowEnd) {
        return Buffer.from(window.subarray(offset - windowStart, offset - windowStart + size));
      }
      if (size > WINDOW) {
        const big = Buffer.allocUnsafe(size);
        fs.readSync(fd, big, 0, size, offset);
        return big;
      }
      windowStart = offset;
      windowEnd = offset + fs.readSync(fd, window, 0, WINDOW, offset);
      return Buffer.from(window.subarray(0, size));
    },
    close: () => fs.closeSync(fd),
  };
}

export function openDictData(file: string): DictData {
  return file.toLowerCase().endsWith('.dz') ? readCompressed(file) : readPlain(file);
}
