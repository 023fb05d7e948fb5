/**
 * `npm run bench:sitemap` — the sitemap at scale: a store of `--entries N` generated word entries
 * (default 1,000,000), served in-process; a crawler reads /sitemap.xml and every file it lists
 * (brotli, as crawlers ask), counting URLs. Prints the files, URLs, time, and the process's
 * resident memory and JavaScript heap before and at their peak during the crawl. The files are
 * streamed from the store in batches, never built whole, so the heap stays flat; resident memory
 * grows by what SQLite's page cache keeps (up to 64 MB, see dictionary/open-store.ts), not with the entries. Not part of `npm test`;
 * the machine is shared, so times are noisy.
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrotliDecompress } from 'node:zlib';
import { DB_NAMES } from '../src/shared/catalog';
import { createApp } from '../src/server/serving/app';
import { createMemoryLimiter } from '../src/server/state/memory-limiter';
import { close, createServer, listen } from '../src/server/serving/server';
import { openStore } from '../src/server/dictionary/open-store';
import { wordPages } from '../src/server/dictionary/word-pages';
import { option } from './bench/number-option';

const PUBLIC = 'https://farhang.example';
const entries = option('entries', 1_000_000);

/** Rows straight into the entries table: the sitemap reads only id, db, title and num. */
function fill(path: string): void {
  const database = openStore(path);
  const insert = database.prepare(
    `INSERT INTO entries (db, num, title, title_canon, text, snippet, exact_key, ava_key) VALUES (?, 1, ?, ?, '', '', ?, ?)`,
  );
  database.transaction(() => {
    for (let i = 0; i < entries; i += 1) {
      const title = `واژه ${i.toString(36)}`;
      insert.run(DB_NAMES[i % DB_NAMES.length], title, title, title, title);
    }
  })();
  database.close();
}

/** GETs a path with brotli, streaming the decoded text through `onText`; resolves when it ends. */
function crawl(port: number, path: string, onText: (text: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
      const decoded = res.headers['content-encoding'] === 'br' ? res.pipe(createBrotliDecompress()) : res;
      decoded.setEncoding('utf8');
      decoded.on('data', onText);
      decoded.on('end', resolve);
      decoded.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Counts `<loc>…</loc>` across chunk boundaries, keeping each loc for the caller. */
function locCounter(onLoc: (loc: string) => void): (text: string) => void {
  let rest = '';
  return (text) => {
    rest += text;
    let end = rest.indexOf('</loc>');
    while (end >= 0) {
      onLoc(rest.slice(rest.lastIndexOf('<loc>', end) + 5, end));
      rest = rest.slice(end + 6);
      end = rest.indexOf('</loc>');
    }
  };
}

const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-sitemap-'));
try {
  const started = performance.now();
  fill(join(dir, 'big.db'));
  console.log(`store of ${entries} entries written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const root = join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>فرهنگ</title>');
  const database = openStore(join(dir, 'big.db'));
  const app = createApp({
    limiter: createMemoryLimiter(),
    engine: () => undefined,
    verifyToken: () => ({ kind: 'invalid' }),
    web: {
      root,
      config: () => ({ apiBase: '', token: '', product: '' }),
      publicUrl: PUBLIC,
      words: wordPages(database),
    },
  });
  const server = createServer(app);
  const { port }: AddressInfo = await listen(server, 0, '127.0.0.1');
  global.gc?.();
  const baseline = process.memoryUsage();
  let peak = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const crawlStart = performance.now();
  const files: string[] = [];
  await crawl(
    port,
    '/sitemap.xml',
    locCounter((loc) => files.push(loc)),
  );
  const indexMs = performance.now() - crawlStart;
  let urls = 0;
  let slowestMs = 0;
  for (const file of files) {
    const fileStart = performance.now();
    await crawl(
      port,
      new URL(file).pathname,
      locCounter(() => (urls += 1)),
    );
    slowestMs = Math.max(slowestMs, performance.now() - fileStart);
  }
  const totalMs = performance.now() - crawlStart;
  clearInterval(sampler);
  await close(server);
  database.close();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log('| measure | value |\n|---|---|');
  console.log(`| sitemap files (≤ 50,000 URLs each) | ${files.length} |`);
  console.log(`| URLs listed | ${urls} of ${entries} entries |`);
  console.log(`| index | ${indexMs.toFixed(0)} ms |`);
  console.log(`| whole crawl, brotli | ${(totalMs / 1000).toFixed(1)} s (slowest file ${slowestMs.toFixed(0)} ms) |`);
  console.log(`| resident memory, before → peak | ${mb(baseline.rss)} → ${mb(peak)} MB |`);
  console.log(`| JavaScript heap used, before → peak | ${mb(baseline.heapUsed)} → ${mb(peakHeap)} MB |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
