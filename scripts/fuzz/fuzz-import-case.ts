/**
 * Hostile dictionary files for the import property (fuzz-import.ts): JSON Lines, TSV, StarDict
 * (plain, gzip or dictzip `.dict`, with or without a `.syn`) and dictd, made of headwords with NUL,
 * controls and bidi overrides, empty and long alternates, lines past the limit, records whose
 * ranges repeat, overlap or run past the end, and bytes that are no UTF-8 or no gzip.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { dictzip, writeStarDictSet } from './import-files';

/** Held small, so a case meets every limit in a few kilobytes. */
export const FUZZ_LIMITS = {
  inflatedBytes: 16 * 1024,
  chunkedBytes: 32 * 1024,
  indexBytes: 8 * 1024,
  lineBytes: 2 * 1024,
  meaningBytes: 1024,
  titleBytes: 64,
};

const word = fc.oneof(
  fc.constantFrom('آب', 'کتاب', 'دوست داشتن', 'book', '', ' ', 'ـ', '\u200c'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('a\u0000b', 'ماه\u202e', '\u001b[2J', 'x\u2066y', 'tab\there', 'line\nbreak', '\u0085'),
  fc.integer({ min: 60, max: 90 }).map((n) => 'ک'.repeat(n)),
);

const meaning = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer({ min: 300, max: 700 }).map((n) => 'م'.repeat(n)),
  fc.constant('<ol><li>first</li></ol> || second'),
);

const jsonLine = fc.oneof(
  fc
    .record({ title: word, text: meaning, alternates: fc.array(word, { maxLength: 6 }) })
    .map((entry) => JSON.stringify({ db: 'amid', ...entry })),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 2100, max: 3000 }).map((n) => JSON.stringify({ db: 'amid', title: 'دراز', text: 'x'.repeat(n) })),
  fc.constant(''),
);

const tsvLine = fc.oneof(
  fc.tuple(word, fc.array(word, { maxLength: 5 }), meaning).map(([t, forms, m]) => `${[t, ...forms].join('|')}\t${m}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 2100, max: 3000 }).map((n) => `دراز\t${'y'.repeat(n)}`),
);

const dictBytes = fc.oneof(
  fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 1, max: 40_000 }).map((n) => Buffer.alloc(n, 0x61)),
  fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)),
);

const record = (bytes: number) =>
  fc.record({
    word: fc.oneof(
      word,
      fc.uint8Array({ maxLength: 8 }).map((raw) => Buffer.from(raw)),
    ),
    offset: fc.oneof(fc.integer({ min: 0, max: bytes + 10 }), fc.constant(0), fc.constant(2 ** 32 - 1)),
    size: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constant(bytes), fc.constant(2 ** 32 - 1)),
  });

const container = fc.constantFrom('plain', 'gzip', 'dictzip', 'broken');

function packed(bytes: Buffer, how: string): { name: '.dict' | '.dict.dz'; bytes: Buffer } {
  if (how === 'plain') return { name: '.dict', bytes };
  if (how === 'gzip') return { name: '.dict.dz', bytes: zlib.gzipSync(bytes) };
  if (how === 'dictzip') return { name: '.dict.dz', bytes: dictzip(bytes, 500) };
  return { name: '.dict.dz', bytes: Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 0, 3, 8, 0]), bytes]) };
}

/** A case: writes its files into `dir` and says which one to import. */
export interface ImportCase {
  readonly format: string;
  write(dir: string): string;
}

/** A case as a failure report shows it: its format and what it is made of. */
function shown(format: string, parts: unknown, write: (dir: string) => string): ImportCase {
  const made: ImportCase & { [fc.toStringMethod]: () => string } = {
    format,
    write,
    [fc.toStringMethod]: () => `${format} ${fc.stringify(parts)}`,
  };
  return made;
}

const jsonlCase = fc
  .array(jsonLine, { maxLength: 12 })
  .map((lines) => shown('jsonl', lines, (dir) => write(dir, 'fuzz.jsonl', lines.join('\n'))));

const tsvCase = fc
  .array(tsvLine, { maxLength: 12 })
  .map((lines) => shown('tsv', lines, (dir) => write(dir, 'fuzz.tsv', lines.join('\n'))));

const starDictCase = dictBytes.chain((bytes) =>
  fc
    .tuple(fc.array(record(bytes.length), { maxLength: 10 }), container, fc.option(fc.uint8Array({ maxLength: 60 })))
    .map(([records, how, syn]) =>
      shown(`stardict/${how}`, { bytes, records, syn }, (dir) => {
        const ifo = writeStarDictSet(dir, records, packed(bytes, how));
        if (syn !== null) fs.writeFileSync(ifo.replace(/\.ifo$/, '.syn'), syn);
        return ifo;
      }),
    ),
);

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function dictdNumber(value: number): string {
  let digits = '';
  for (let rest = value; digits === '' || rest > 0; rest = Math.floor(rest / 64)) digits = DIGITS[rest % 64] + digits;
  return digits;
}

const dictdCase = dictBytes.chain((bytes) =>
  fc.tuple(fc.array(record(bytes.length), { maxLength: 10 }), container).map(([records, how]) =>
    shown(`dictd/${how}`, { bytes, records }, (dir) => {
      const lines = records.map(
        ({ word: w, offset, size }) => `${String(w)}\t${dictdNumber(offset)}\t${dictdNumber(size)}`,
      );
      const index = write(dir, 'fuzz.index', lines.join('\n'));
      const dict = packed(bytes, how);
      fs.writeFileSync(path.join(dir, `fuzz${dict.name}`), dict.bytes);
      return index;
    }),
  ),
);

function write(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

export const importCase: fc.Arbitrary<ImportCase> = fc.oneof(jsonlCase, tsvCase, starDictCase, dictdCase);
