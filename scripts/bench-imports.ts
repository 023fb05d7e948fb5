/**
 * `npm run bench:imports` — hostile files at full size, each imported by `import` in a process of
 * its own over a copy of one seeded database: a 1 MB `.dict.dz` that inflates to 1 GiB, a dictzip
 * whose chunks inflate to 1.2 GiB, a 2 KB `.idx` whose records all point at one megabyte, a 256 MiB
 * line, headwords with NUL, controls and bidi overrides, a line of 100,000 empty alternates, and a
 * file over 2 GiB. Prints, for each, the exit code, the process's peak RSS, whether the database
 * changed (a refusal must leave it as it was), its growth, and the import's last line. Not part of
 * `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { openStore } from '../src/server/dictionary/open-store';
import { loadFiles } from '../src/server/cli/load-data';
import { writeStarDictSet } from './fuzz/import-files';
import { loadAverage } from './bench/load-average';

const MIB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farhang-bench-imports-'));
const seeded = path.join(dir, 'seeded.db');

/** The database every case starts from: the sample dictionaries of data/. */
function seed(): void {
  const database = openStore(seeded);
  const files = fs.readdirSync('data').filter((name) => name.endsWith('.jsonl'));
  loadFiles(
    database,
    files.map((name) => path.join('data', name)),
    { out: () => undefined, err: () => undefined },
  );
  database.close();
}

/** What a database holds, as one digest: its entries, keys and settings. */
function contents(file: string): string {
  const database = openStore(file);
  const hash = createHash('sha256');
  for (const sql of [
    'SELECT db, num, title, text FROM entries ORDER BY id',
    'SELECT exact_key, entry_id, form FROM alternates ORDER BY exact_key, entry_id, form',
    'SELECT key, value FROM settings ORDER BY key',
  ]) {
    for (const row of database.prepare(sql).all()) hash.update(JSON.stringify(row));
  }
  database.close();
  return hash.digest('hex').slice(0, 12);
}

/** A gzip of `bytes` zeros, written as it is made: the bench never holds what it inflates to. */
async function gzipOfZeros(file: string, bytes: number): Promise<void> {
  const zeros = Buffer.alloc(MIB);
  async function* source() {
    for (let left = bytes; left > 0; left -= MIB) yield zeros.subarray(0, Math.min(MIB, left));
  }
  await pipeline(Readable.from(source()), zlib.createGzip({ level: 9 }), fs.createWriteStream(file));
}

/** A dictzip of `chunks` chunks of zeros of the longest length: its table says all of them. */
function dictzipOfZeros(file: string, chunks: number): void {
  const length = 0xffff;
  const middle = zlib.deflateRawSync(Buffer.alloc(length), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const last = zlib.deflateRawSync(Buffer.alloc(length));
  const table = Buffer.alloc(6 + 2 * chunks);
  table.writeUInt16LE(1, 0);
  table.writeUInt16LE(length, 2);
  table.writeUInt16LE(chunks, 4);
  for (let i = 0; i < chunks; i++) table.writeUInt16LE(i === chunks - 1 ? last.length : middle.length, 6 + 2 * i);
  const extra = Buffer.concat([Buffer.from('RA'), Buffer.alloc(2), table]);
  extra.writeUInt16LE(table.length, 2);
  const header = Buffer.from([0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 0, 3, 0, 0]);
  header.writeUInt16LE(extra.length, 10);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, header);
  fs.writeSync(fd, extra);
  for (let i = 0; i < chunks - 1; i++) fs.writeSync(fd, middle);
  fs.writeSync(fd, last);
  fs.writeSync(fd, Buffer.alloc(8));
  fs.closeSync(fd);
}

interface Case {
  readonly name: string;
  /** Writes its files into `at` and gives the import's arguments. */
  make(at: string): Promise<string[]> | string[];
}

const CASES: Case[] = [
  {
    name: '1 MB .dict.dz inflating to 1 GiB',
    async make(at) {
      const base = path.join(at, 'hostile');
      const ifo = writeStarDictSet(at, [{ word: 'بمب', offset: 0, size: MIB }], {
        name: '.dict',
        bytes: Buffer.alloc(0),
      });
      fs.rmSync(`${base}.dict`);
      await gzipOfZeros(`${base}.dict.dz`, 1024 * MIB);
      return [ifo, '--as', 'amid'];
    },
  },
  {
    name: 'dictzip whose chunks inflate to 1.2 GiB',
    make(at) {
      const records = Array.from({ length: 1250 }, (_, i) => ({ word: `w${i}`, offset: i * MIB, size: MIB }));
      const ifo = writeStarDictSet(at, records, { name: '.dict', bytes: Buffer.alloc(0) });
      fs.rmSync(ifo.replace(/\.ifo$/, '.dict'));
      dictzipOfZeros(ifo.replace(/\.ifo$/, '.dict.dz'), 20_000);
      return [ifo, '--as', 'amid'];
    },
  },
  {
    name: '2 KB .idx, every record at one 1 MiB range',
    make(at) {
      const records = Array.from({ length: 180 }, (_, i) => ({ word: `w${i}`, offset: 0, size: MIB }));
      return [writeStarDictSet(at, records, { name: '.dict', bytes: Buffer.alloc(MIB, 0x61) }), '--as', 'amid'];
    },
  },
  {
    name: 'a 256 MiB line',
    make(at) {
      const file = path.join(at, 'long.jsonl');
      const fd = fs.openSync(file, 'w');
      fs.writeSync(fd, '{"db":"amid","title":"دراز","text":"');
      const chunk = Buffer.alloc(MIB, 0x78);
      for (let i = 0; i < 256; i++) fs.writeSync(fd, chunk);
      fs.writeSync(fd, '"}\n{"db":"amid","title":"کوتاه","text":"y"}\n');
      fs.closeSync(fd);
      return [file];
    },
  },
  {
    name: 'headwords with NUL, controls, bidi overrides',
    make(at) {
      const titles = ['a\u0000b', '\u001b[2J\u001b]0;pwned\u0007', 'ماه\u202e', 'x\u2066y', 'سالم'];
      const file = path.join(at, 'keys.jsonl');
      fs.writeFileSync(file, titles.map((title) => JSON.stringify({ db: 'amid', title, text: 't' })).join('\n'));
      return [file];
    },
  },
  {
    name: 'a line of 100,000 empty alternates',
    make: (at) => {
      const file = path.join(at, 'many.tsv');
      fs.writeFileSync(file, `آب${'|'.repeat(100_000)}\twater\n`);
      return [file, '--as', 'fa2en'];
    },
  },
  {
    name: 'a JSONL file of 2.1 GiB',
    make(at) {
      const file = path.join(at, 'huge.jsonl');
      fs.writeFileSync(file, '{"db":"amid","title":"نخست","text":"first"}\n');
      fs.truncateSync(file, Math.round(2.1 * 1024 * MIB));
      fs.appendFileSync(file, '\n{"db":"amid","title":"آخر","text":"last"}\n');
      return [file];
    },
  },
];

async function run(hostile: Case): Promise<string[]> {
  const at = fs.mkdtempSync(path.join(dir, 'case-'));
  const db = path.join(at, 'farhang.db');
  fs.copyFileSync(seeded, db);
  const before = contents(db);
  const size = fs.statSync(db).size;
  const args = await hostile.make(at);
  const child = spawnSync(
    '/usr/bin/time',
    ['-f', 'maxrss %M', process.execPath, '--import', 'tsx', 'src/server/cli.ts', 'import', ...args, '--db', db],
    {
      encoding: 'utf8',
      maxBuffer: 64 * MIB,
    },
  );
  const rss = Number(/maxrss (\d+)/.exec(child.stderr)?.[1] ?? 0) / 1024;
  // A refusal's reason is its error's last line; an import's, its summary.
  const said = child.status === 0 ? child.stdout : child.stderr;
  const last = said
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('maxrss') && !line.startsWith('Command exited'))
    .at(-1)
    ?.replaceAll(`${at}/`, '');
  const changed = contents(db) !== before;
  const grew = (fs.statSync(db).size - size) / MIB;
  fs.rmSync(at, { recursive: true, force: true });
  return [
    hostile.name,
    String(child.status),
    `${rss.toFixed(0)} MB`,
    changed ? 'changed' : 'unchanged',
    `${grew.toFixed(1)} MiB`,
    (last ?? '').slice(0, 110),
  ];
}

try {
  seed();
  const rows = [['file', 'exit', 'peak RSS', 'database', 'growth', 'the import said, last']];
  for (const hostile of CASES) {
    process.stderr.write(`bench:imports: ${hostile.name}…\n`);
    rows.push(await run(hostile));
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  console.log(`os.loadavg() ${loadAverage()}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
