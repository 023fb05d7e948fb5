/**
 * Dictionary files written byte by byte, as a file made to hurt the importer would be: a StarDict
 * set whose index says what it likes, a dictzip with its chunk table, a dictd pair. The import
 * tests, `npm run fuzz` and `npm run bench:imports` make their files with these.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One `.idx` record as written: its headword's bytes and where it says its meaning is. */
export interface IdxRecord {
  readonly word: string | Buffer;
  readonly offset: number;
  readonly size: number;
}

/** A StarDict set (`.ifo`, `.idx`, and `.dict` or `.dict.dz` as given); the `.ifo`'s path. */
export function writeStarDictSet(
  dir: string,
  records: readonly IdxRecord[],
  dict: { readonly name: '.dict' | '.dict.dz'; readonly bytes: Buffer },
  sameTypeSequence = 'm',
): string {
  const base = path.join(dir, 'hostile');
  const idx = Buffer.concat(
    records.flatMap(({ word, offset, size }) => {
      const position = Buffer.alloc(8);
      position.writeUInt32BE(offset, 0);
      position.writeUInt32BE(size, 4);
      return [Buffer.isBuffer(word) ? word : Buffer.from(word, 'utf8'), Buffer.from([0]), position];
    }),
  );
  const ifo = [
    "StarDict's dict ifo file",
    'version=2.4.2',
    'bookname=hostile',
    `wordcount=${records.length}`,
    `idxfilesize=${idx.length}`,
    `sametypesequence=${sameTypeSequence}`,
    '',
  ].join('\n');
  fs.writeFileSync(`${base}.ifo`, ifo);
  fs.writeFileSync(`${base}.idx`, idx);
  fs.writeFileSync(`${base}${dict.name}`, dict.bytes);
  return `${base}.ifo`;
}

/**
 * `data` as dictzip writes it: one gzip member whose deflate stream is flushed at every
 * `chunkLength` bytes, and the chunk table in the header's `RA` field.
 */
export function dictzip(data: Buffer, chunkLength = 0xffff): Buffer {
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length || pieces.length === 0; at += chunkLength) {
    const last = at + chunkLength >= data.length;
    const flush = last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH;
    pieces.push(zlib.deflateRawSync(data.subarray(at, at + chunkLength), { finishFlush: flush }));
  }
  const table = Buffer.alloc(6 + 2 * pieces.length);
  table.writeUInt16LE(1, 0);
  table.writeUInt16LE(chunkLength, 2);
  table.writeUInt16LE(pieces.length, 4);
  pieces.forEach((piece, i) => table.writeUInt16LE(piece.length, 6 + 2 * i));
  const extra = Buffer.concat([Buffer.from('RA'), Buffer.alloc(2), table]);
  extra.writeUInt16LE(table.length, 2);
  const header = Buffer.from([0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 0, 3, 0, 0]);
  header.writeUInt16LE(extra.length, 10);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(data), 0);
  trailer.writeUInt32LE(data.length % 2 ** 32, 4);
  return Buffer.concat([header, extra, ...pieces, trailer]);
}
