/**
 * `npm run bench:ocr` (it builds first) — a picture's Persian text recognised on the reading page
 * of the built app, in a real Chromium, as a reader gets it: each picture chosen in the file
 * picker, timed until its text stands in the box. The pictures are drawn in the browser from our
 * own texts (bench/ocr-texts.ts) in two typefaces — Vazirmatn (node_modules) and Nazli (Debian's
 * fonts-farsiweb) — four ways each (bench/ocr-render.ts): a clean print; a worn print, tilted,
 * blurred and JPEG-compressed; a screenshot; a screenshot sent on as a low JPEG.
 *
 * Character error rate: edit distance between the text and what was recognised, both as the
 * normaliser writes them (canonical: Arabic and Persian letter forms alike, spaces tidied), over
 * the text's length. Targets: ≤ 2 % median CER on every way; ≤ 5 s median a picture (the recogniser
 * loaded: the first picture's time, which fetches it, is printed apart). Printed, not asserted.
 */
import { readFileSync, existsSync } from 'node:fs';
import { launchBrowser } from './browser/launch-browser';
import { editDistance } from './bench/edit-distance';
import { loadAverage } from './bench/load-average';
import { DRAW_PICTURE, PICTURE_WAYS, type PictureWay } from './bench/ocr-render';
import { OCR_TEXTS } from './bench/ocr-texts';
import { percentile } from './bench/percentile';
import { progressOf } from './bench/progress';
import { spawnService } from './service/spawn-service';
import { canonical } from '../src/shared/persian/normalise';

const FONTS = [
  { family: 'Vazirmatn', file: 'node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2' },
  { family: 'Nazli', file: '/usr/share/fonts/truetype/farsiweb/nazli.ttf' },
];

const progress = progressOf('bench:ocr');
/** `--only worn`: the ways whose name holds it (for a look at one); all by default. */
const only = process.argv.indexOf('--only') >= 0 ? (process.argv[process.argv.indexOf('--only') + 1] ?? '') : '';
const WAYS = PICTURE_WAYS.filter((way) => way.name.includes(only));
for (const font of FONTS) {
  if (!existsSync(font.file)) throw new Error(`${font.file} is missing (Nazli: apt-get install fonts-farsiweb)`);
}

const compared = (text: string) => canonical(text).replace(/\s+/g, ' ');

interface Row {
  readonly way: string;
  readonly family: string;
  readonly cer: number;
  readonly ms: number;
  readonly got: string;
}

progress('starting the service and Chromium');
const service = await spawnService(['--data', 'test/fixtures/contract.jsonl', '--web', 'dist', '--rate-limit', '0']);
const browser = await launchBrowser();
const rows: Row[] = [];
let firstMs = 0;
try {
  const context = await browser.newContext({ locale: 'fa-IR' });
  const drawing = await context.newPage();
  for (const font of FONTS) {
    const bytes = readFileSync(font.file).toString('base64');
    await drawing.evaluate(
      async ({ family, bytes }) => {
        const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
        const face = new FontFace(family, data);
        await face.load();
        document.fonts.add(face);
      },
      { family: font.family, bytes },
    );
  }
  const page = await context.newPage();
  await page.goto(`${service.url}/read`);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const box = page.getByRole('textbox', { name: 'متن فارسی' });
  const picker = page.getByLabel('پروندهٔ \u200e.txt\u200e یا تصویر');
  for (const way of WAYS) {
    for (const font of FONTS) {
      for (const { kind, text } of OCR_TEXTS) {
        const base64 = await drawing.evaluate(
          `(${DRAW_PICTURE})(${JSON.stringify(text)}, ${JSON.stringify(font.family)}, ${JSON.stringify(way satisfies PictureWay)})`,
        );
        const buffer = Buffer.from(String(base64), 'base64');
        await box.fill('');
        const started = performance.now();
        await picker.setInputFiles({
          name: `${kind}.${way.type === 'image/png' ? 'png' : 'jpg'}`,
          mimeType: way.type,
          buffer,
        });
        await page.waitForFunction(
          () =>
            (document.querySelector<HTMLTextAreaElement>('textarea[name=text]')?.value ?? '') !== '' ||
            document.querySelector('.read-form__problem') !== null,
          undefined,
          { timeout: 120_000 },
        );
        const ms = performance.now() - started;
        const refusal = page.locator('.read-form__problem');
        const got = (await refusal.count()) > 0 ? '' : await box.inputValue();
        if (got === '') progress(`refused: ${await refusal.textContent()}`);
        const cer = editDistance(compared(text), compared(got)) / [...compared(text)].length;
        if (firstMs === 0) firstMs = ms;
        else rows.push({ way: way.name, family: font.family, cer, ms, got });
        progress(`${way.name}, ${font.family}, ${kind}: CER ${(cer * 100).toFixed(1)} %, ${ms.toFixed(0)} ms`);
      }
    }
  }
} finally {
  await Promise.allSettled([browser.close(), service.stop()]);
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const pct = (value: number) => `${(value * 100).toFixed(2)} %`;
console.log(
  `OCR on /read, ${rows.length + 1} pictures (${OCR_TEXTS.length} texts × ${FONTS.length} typefaces × ${PICTURE_WAYS.length} ways); load average ${loadAverage()}`,
);
console.log(`first picture, fetching and starting the recogniser: ${(firstMs / 1000).toFixed(1)} s`);
console.log('way | typeface | median CER | worst CER | median s a picture');
for (const way of WAYS) {
  for (const font of [...FONTS.map((f) => f.family), 'both']) {
    const some = rows.filter((row) => row.way === way.name && (font === 'both' || row.family === font));
    const cers = some.map((row) => row.cer);
    console.log(
      `${way.name} | ${font} | ${pct(median(cers))} | ${pct(Math.max(...cers))} | ${(median(some.map((row) => row.ms)) / 1000).toFixed(2)}`,
    );
  }
}
console.log(
  `all | both | ${pct(median(rows.map((row) => row.cer)))} | ${pct(Math.max(...rows.map((row) => row.cer)))} | ${(median(rows.map((row) => row.ms)) / 1000).toFixed(2)}`,
);
if (process.argv.includes('--show')) for (const row of rows) console.log(`${row.way} ${row.family}: ${row.got}`);
