import fs from 'node:fs';
import zlib from 'node:zlib';
import { IMPORT_LIMITS, sizeOf, type ImportLimits } from './import-limits';
import { dictzipTable, type DictzipTable } from './dictzip-table';
import { ImportError } from './problem';

const WINDOW = 4 << 20;
/** Chunks of a dictzip kept inflated: a record seldom spans more than two. */
const CHUNKS_KEPT = 4;

/** Random access to the meanings of a StarDict or dictd `.dict` / `.dict.dz` file. */
export interface DictData {
  /**
   * The bytes at [offset, offset + size), or undefined when they lie past the end of the file.
   * @throws ImportError when the file inflates past its limit (the import stops: nothing changes).
   */
  read(offset: number, size: number): Buffer | undefined;
  close(): void;
}

function tooLarge(file: string, limit: number, how: string): ImportError {
  return new ImportError(`${file}: inflates to more than ${sizeOf(limit)}, the most ${how}`);
}

/** A gzip file without dictzip's chunk table: inflated whole, up to `inflatedBytes`. */
function readWhole(file: string, limits: ImportLimits): DictData {
  const how = 'a compressed file read whole may take; dictzip it, or import it uncompressed';
  if (fs.statSync(file).size > limits.inflatedBytes) throw tooLarge(file, limits.inflatedBytes, how);
  let data: Buffer;
  try {
    data = zlib.gunzipSync(fs.readFileSync(file), { maxOutputLength: limits.inflatedBytes });
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge(file, limits.inflatedBytes, how);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportError(`${file}: cannot decompress (${reason})`, { cause: error });
  }
  return {
    read: (offset, size) => (offset + size <= data.length ? data.subarray(offset, offset + size) : undefined),
    close: () => undefined,
  };
}

/**
 * A dictzip file, read by its chunk table: only the chunks a record needs are inflated, each at
 * most the table's chunk length, and all of them together at most `chunkedBytes`.
 */
function readChunked(file: string, fd: number, table: DictzipTable, limits: ImportLimits): DictData {
  const kept = new Map<number, Buffer>();
  let inflated = 0;
  const chunk = (at: number): Buffer | undefined => {
    const known = kept.get(at);
    if (known !== undefined) return known;
    const start = table.starts[at];
    const end = table.starts[at + 1];
    if (start === undefined || end === undefined) return undefined;
    const compressed = Buffer.alloc(end - start);
    fs.readSync(fd, compressed, 0, compressed.length, start);
    let bytes: Buffer;
    try {
      const options = { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: table.chunkLength };
      bytes = zlib.inflateRawSync(compressed, options);
    } catch (error) {
      const reason = error instanceof RangeError ? `chunk ${at} inflates past its length` : String(error);
      throw new ImportError(`${file}: cannot decompress (${reason})`, { cause: error });
    }
    inflated += bytes.length;
    if (inflated > limits.chunkedBytes) throw tooLarge(file, limits.chunkedBytes, 'one import may inflate');
    if (kept.size >= CHUNKS_KEPT) kept.delete(kept.keys().next().value ?? at);
    kept.set(at, bytes);
    return bytes;
  };
  return {
    read(offset, size) {
      const parts: Buffer[] = [];
      let at = Math.floor(offset / table.chunkLength);
      let from = offset - at * table.chunkLength;
      let left = size;
      do {
        const bytes = chunk(at);
        if (bytes === undefined) return undefined;
        const taken = bytes.subarray(from, from + left);
        // The last chunk ends before the range does: it lies past the end of the data.
        if (taken.length < Math.min(left, table.chunkLength - from)) return undefined;
        parts.push(taken);
        left -= taken.length;
        at += 1;
        from = 0;
      } while (left > 0);
      return Buffer.concat(parts);
    },
    close: () => fs.closeSync(fd),
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

/** The meanings' file; `.dz` is dictzip (read by its chunk table) or plain gzip (inflated whole). */
export function openDictData(file: string, limits: ImportLimits = IMPORT_LIMITS): DictData {
  if (!file.toLowerCase().endsWith('.dz')) return readPlain(file);
  const fd = fs.openSync(file, 'r');
  const table = dictzipTable(fd);
  if (table !== undefined) return readChunked(file, fd, table, limits);
  fs.closeSync(fd);
  return readWhole(file, limits);
}
