/**
 * `npx tsx scripts/bench-first-page.ts [--web dist]` (after `npm run build`) — the bytes a first
 * visit to `/` costs on the wire, gzip, in each interface language: the drawn page, then every
 * file it names for the boot script (the app's entry and the parts' chunks, the English table on
 * an English page) and the font it preloads. Run it from another checkout's directory to measure
 * that checkout's service and build (`cd ../base && npx tsx ../i18n/scripts/bench-first-page.ts`).
 * Figures are printed beside the load average, not asserted.
 */
import { gunzipSync } from 'node:zlib';
import { spawnService } from './service/spawn-service';
import { loadAverage } from './bench/load-average';

const at = process.argv.indexOf('--web');
const web = at === -1 ? 'dist' : (process.argv[at + 1] ?? 'dist');

interface Wire {
  readonly gzip: number;
  readonly raw: number;
}

async function fetchWire(url: string, headers: Record<string, string> = {}): Promise<Wire & { text: string }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  // fetch decodes gzip itself; the length on the wire is the header's, else the bytes as read.
  const length = Number(response.headers.get('content-length') ?? bytes.length);
  const gzipped = response.headers.get('content-encoding') === 'gzip';
  const text = gzipped && bytes[0] === 0x1f ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return { gzip: length, raw: Buffer.byteLength(text), text };
}

async function firstPage(origin: string, acceptLanguage: string): Promise<string[]> {
  const page = await fetchWire(`${origin}/`, { accept: 'text/html', 'accept-language': acceptLanguage });
  const modules = /<meta name="farhang-modules" content="([^"]+)"/.exec(page.text)?.[1]?.split(' ') ?? [];
  const font = [...page.text.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const lines = [`  page /                 ${page.gzip} B (${page.raw} B unzipped)`];
  let total = page.gzip;
  for (const file of [...modules, ...font]) {
    const wire = await fetchWire(`${origin}${file}`);
    total += wire.gzip;
    lines.push(`  ${file.padEnd(40)} ${wire.gzip} B`);
  }
  lines.push(`  total                  ${total} B = ${(total / 1024).toFixed(2)} KiB`);
  return lines;
}

const service = await spawnService(['--data', 'test/fixtures/contract.jsonl', '--web', web, '--rate-limit', '0']);
try {
  console.log(`first page of ${web} (load average ${loadAverage()})`);
  for (const [name, header] of [
    ['Persian (no Accept-Language)', ''],
    ['English (Accept-Language: en)', 'en-GB,en;q=0.9'],
  ] as const) {
    console.log(name);
    for (const line of await firstPage(service.url, header)) console.log(line);
  }
} finally {
  await service.stop();
}
