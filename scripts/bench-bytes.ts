/**
 * `npx tsx scripts/bench-bytes.ts [--pages home,word,verb] [--quiet-ms N]` after `npm run build` —
 * what a first load of each page takes on the wire, resource by resource: the built app served by
 * the real service over the sample data, opened in a fresh Chromium context (nothing cached, no
 * service worker), every response's bytes as received (compressed, headers included, as Lighthouse
 * counts them) until the network has been quiet for `--quiet-ms` (default 3,000: the app starts
 * after the first paint and loads its parts when idle). Bytes, not timings: the same on any machine
 * for the same build. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from './browser/launch-browser';
import { option } from './bench/number-option';
import { spawnService } from './service/spawn-service';

const PAGES: Readonly<Record<string, string>> = {
  home: '/',
  word: `/word/dehkhoda/${encodeURIComponent('امید')}/1`,
  verb: `/word/fa2en/${encodeURIComponent('رفتن')}/1`,
  search: `/search?q=${encodeURIComponent('آب')}`,
};
const pagesAt = process.argv.indexOf('--pages');
const chosen = pagesAt >= 0 ? (process.argv[pagesAt + 1] ?? '').split(',') : Object.keys(PAGES);
const quietMs = option('quiet-ms', 3_000);

const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-bytes-'));
const service = await spawnService(['--db', join(dir, 'bench.db'), '--web', 'dist', '--rate-limit', '0'], {
  timeoutMs: 600_000,
});
const browser = await launchBrowser();
try {
  for (const name of chosen) {
    const path = PAGES[name];
    if (path === undefined) throw new Error(`--pages wants some of ${Object.keys(PAGES).join(',')}`);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    let last = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      urls.set(event.requestId, event.request.url);
      last = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength);
      last = Date.now();
    });
    await page.goto(`${service.url}${path}`, { waitUntil: 'load' });
    while (Date.now() - last < quietMs) await page.waitForTimeout(250);
    const rows = [...bytes].map(([id, size]) => {
      const url = new URL(urls.get(id) ?? '', service.url);
      return { what: url.pathname === path.split('?')[0] ? '(the page)' : decodeURI(url.pathname), size };
    });
    rows.sort((a, b) => b.size - a.size);
    const total = rows.reduce((sum, row) => sum + row.size, 0);
    console.log(`${name} ${path}: ${rows.length} responses, ${total} B (${(total / 1024).toFixed(1)} KiB)`);
    for (const row of rows) console.log(`  ${String(row.size).padStart(7)} ${row.what}`);
    await context.close();
  }
} finally {
  await browser.close();
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
