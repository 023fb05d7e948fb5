/**
 * dictzip's chunk table: a gzip file whose header's extra field holds an `RA` subfield (version 1,
 * the length every chunk inflates to, their count, then each chunk's compressed size), so any
 * chunk can be inflated on its own (dictzip(1); StarDict and dictd ship their `.dict.dz` so).
 */
import fs from 'node:fs';

export interface DictzipTable {
  /** What each chunk inflates to, the last one excepted. */
  readonly chunkLength: number;
  /** Where each chunk's compressed bytes start in the file, and (last) where the data ends. */
  readonly starts: readonly number[];
}

const FHCRC = 2;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;
/** A header's extra field is at most 65,535 bytes, and names and comments are short. */
const HEADER_READ = 1 << 17;

function ended(header: Buffer, from: number): number {
  const nul = header.indexOf(0, from);
  return nul < 0 ? header.length : nul + 1;
}

/** The table of the gzip file open at `fd`, or undefined when it is plain gzip (or no gzip at all). */
export function dictzipTable(fd: number): DictzipTable | undefined {
  const header = Buffer.alloc(HEADER_READ);
  const read = fs.readSync(fd, header, 0, HEADER_READ, 0);
  if (read < 12 || header[0] !== 0x1f || header[1] !== 0x8b || header[2] !== 8) return undefined;
  const flags = header[3] ?? 0;
  if ((flags & FEXTRA) === 0) return undefined;
  const extraLength = header.readUInt16LE(10);
  let at = 12;
  let table: { chunkLength: number; sizes: number[] } | undefined;
  while (at + 4 <= 12 + extraLength && at + 4 <= read) {
    const length = header.readUInt16LE(at + 2);
    if (header[at] === 0x52 && header[at + 1] === 0x41 && length >= 6 && at + 4 + length <= read) {
      const count = header.readUInt16LE(at + 8);
      if (header.readUInt16LE(at + 4) === 1 && 6 + 2 * count <= length) {
        const sizes = Array.from({ length: count }, (_, i) => header.readUInt16LE(at + 10 + 2 * i));
        table = { chunkLength: header.readUInt16LE(at + 6), sizes };
      }
    }
    at += 4 + length;
  }
  if (table === undefined || table.chunkLength === 0) return undefined;
  let data = 12 + extraLength;
  if ((flags & FNAME) !== 0) data = ended(header, data);
  if ((flags & FCOMMENT) !== 0) data = ended(header, data);
  if ((flags & FHCRC) !== 0) data += 2;
  const starts = [data];
  for (const size of table.sizes) starts.push((starts.at(-1) ?? data) + size);
  return { chunkLength: table.chunkLength, starts };
}
