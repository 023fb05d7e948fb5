import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';

const CHUNK = 1 << 20;
const NEWLINE = 0x0a;
const CR = 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** One line of a text file: its 1-based number, its text, and whether its bytes were valid UTF-8. */
export interface Line {
  number: number;
  text: string;
  utf8: boolean;
  /** The line ran past the reader's `maxBytes`: its text is not kept (empty), only its number. */
  tooLong?: true;
}

function toLine(bytes: Buffer, number: number): Line {
  const end = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length;
  const body = bytes.subarray(0, end);
  return { number, text: body.toString('utf8'), utf8: isUtf8(body) };
}

/**
 * Reads a text file line by line without loading it whole (imports run inside a synchronous
 * SQLite transaction, so this is synchronous too). Splits at LF bytes, which never occur inside a
 * UTF-8 sequence; drops a trailing CR and a leading byte-order mark. A line longer than
 * `maxBytes` is never held: it is read past to its end and given as `tooLong`.
 */
export function* readLines(file: string, maxBytes = Number.POSITIVE_INFINITY): Generator<Line> {
  const fd = fs.openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(CHUNK);
    let carry: Buffer = Buffer.alloc(0);
    let skipping = false;
    let number = 0;
    let first = true;
    for (;;) {
      const read = fs.readSync(fd, chunk, 0, CHUNK, null);
      if (read === 0) break;
      let data = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, read)]) : chunk.subarray(0, read);
      if (first && data.subarray(0, BOM.length).equals(BOM)) data = data.subarray(BOM.length);
      first = false;
      let start = 0;
      for (let end = data.indexOf(NEWLINE, start); end !== -1; end = data.indexOf(NEWLINE, start)) {
        number += 1;
        if (skipping || end - start > maxBytes) yield { number, text: '', utf8: true, tooLong: true };
        else yield toLine(data.subarray(start, end), number);
        skipping = false;
        start = end + 1;
      }
      // Copy: `chunk` is reused by the next read. A line past the bound is dropped as it comes.
      if (data.length - start > maxBytes) {
        skipping = true;
        carry = Buffer.alloc(0);
      } else carry = Buffer.from(data.subarray(start));
    }
    if (skipping) yield { number: number + 1, text: '', utf8: true, tooLong: true };
    else if (carry.length > 0) yield toLine(carry, number + 1);
  } finally {
    fs.closeSync(fd);
  }
}
