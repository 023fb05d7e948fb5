/**
 * Credit and honesty against the built app and the real service: a word page drawn by the service
 * (no script run) names its dictionary's source and links its licence, or says it is our sample;
 * an operator's credit flags show the same way; and in Chromium the sample label is on the results
 * and the about page lists every dictionary, passing axe and fitting a 360 px phone.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DATABASES, type DbName } from '../../src/shared/catalog';
import { OPEN_DICTIONARIES } from '../../src/server/dictionary/open-data';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { spawnService, type RunningService } from '../../scripts/service/spawn-service';
import { axeViolations } from '../support/browser/axe';
import { openPage } from '../support/browser/e2e-app';
import { latinDigits, sidewaysOverflow, smallTargets } from '../support/browser/page-measures';
import { appReady } from '../support/browser/reader';

const dir = mkdtempSync(join(tmpdir(), 'farhang-credits-'));
let sample: RunningService;
let operator: RunningService;
let browser: Browser;

beforeAll(async () => {
  const own = join(dir, 'press.jsonl');
  writeFileSync(own, '{"db":"amid","title":"نان","text":"خوراکی از آرد و آب."}\n');
  // One service on the shipped sample (no --data: a fresh install), one on an operator's credited file.
  [sample, operator, browser] = await Promise.all([
    spawnService(['--db', join(dir, 'sample.db'), '--web', 'dist', '--rate-limit', '0']),
    spawnService(['--data', own, '--web', 'dist', '--rate-limit', '0', ...['--source', 'Our Press'], ...LICENCE]),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await Promise.allSettled([browser?.close(), sample?.stop(), operator?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const LICENCE = ['--licence', 'CC BY 4.0', '--licence-url', 'https://creativecommons.org/licenses/by/4.0/'];

/** A page as a browser without script gets it: the service's drawn HTML. */
async function drawn(service: RunningService, path: string): Promise<string> {
  const response = await fetch(`${service.url}${path}`, { headers: { Accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

const word = (db: string, title: string) => `/word/${db}/${encodeURIComponent(title)}/1`;

/** A headword each dictionary of the embedded default holds: its file's first entry («آب» in fa2en's tabfile). */
function firstTitle(db: DbName): string {
  if (db === 'fa2en') return 'آب';
  const open = OPEN_DICTIONARIES.find((dictionary) => dictionary.as === db && dictionary.file.endsWith('.jsonl'));
  const file = open === undefined ? `data/${db}.jsonl` : `data/${open.file}`;
  const title: unknown = JSON.parse(readFileSync(file, 'utf8').split('\n')[0] ?? '{}').title;
  return String(title);
}

/** The credit line under the entry itself (a thesaurus section below it has its own). */
const entryCredit = (page: string): string => /<p class="entry__credit">[\s\S]*?<\/p>/.exec(page)?.[0] ?? '';

test("a drawn word page names Wiktionary and links its licence; a sample dictionary's says it is a sample", async () => {
  const fa2en = await drawn(sample, word('fa2en', 'آب'));
  expect(fa2en).toContain(
    '<a href="https://en.wiktionary.org/" rel="noreferrer"><bdi lang="en" dir="ltr">Wiktionary contributors</bdi></a>',
  );
  expect(fa2en).toContain(
    '<a href="https://creativecommons.org/licenses/by-sa/3.0/" rel="license noreferrer"><bdi lang="en" dir="ltr">CC BY-SA 3.0 / GFDL</bdi></a>',
  );
  expect(fa2en).not.toContain('class="sample-label"');

  const moein = await drawn(sample, word('moein', 'امید'));
  expect(moein).toContain('class="sample-label"');
  expect(entryCredit(moein)).toContain('این مدخل از نمونه‌ای است که وب‌گاهِ فرهنگ خود نوشته است، نه از متن این فرهنگ.');
  expect(entryCredit(moein)).not.toContain('rel="license');
});

test('each dictionary of the embedded default is credited on its drawn word page: its sources, or that it is a sample', async () => {
  for (const { name: db, credit } of DATABASES) {
    const page = await drawn(sample, word(db, firstTitle(db)));
    const line = entryCredit(page);
    if (credit.sample) {
      expect(line, db).toContain('این مدخل از نمونه‌ای است که وب‌گاهِ فرهنگ خود نوشته است');
      expect(page, db).toContain('class="sample-label"');
      continue;
    }
    expect(line, db).toContain(credit.sources.length > 1 ? 'منبع‌ها: ' : 'منبع: ');
    for (const source of credit.sources) {
      expect(line, db).toContain(`<bdi lang="en" dir="ltr">${source.name}</bdi>`);
      expect(line, db).toContain(`<a href="${source.licenceUrl}" rel="license noreferrer">`);
    }
    expect(line, db).not.toContain('sample-label');
  }
});

test("an operator's --source and --licence show on the drawn word page of the dictionary they imported", async () => {
  const page = await drawn(operator, word('amid', 'نان'));
  expect(page).toContain('منبع: <bdi lang="en" dir="ltr">Our Press</bdi>');
  expect(page).toContain(
    '<a href="https://creativecommons.org/licenses/by/4.0/" rel="license noreferrer"><bdi lang="en" dir="ltr">CC BY 4.0</bdi></a>',
  );
  expect(page).not.toContain('class="sample-label"');
});

test('in Chromium: «نمونه» on a sample result, and an about page of every dictionary that passes axe on a 360 px phone', async () => {
  const { page } = await openPage(browser, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  await page.goto(`${sample.url}/search?q=${encodeURIComponent('امید')}&db=moein`);
  await appReady(page);
  const result = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'امید' }) })
    .first();
  const label = result.locator('.sample-label');
  await label.waitFor();
  // Shown as «نمونه»; the rest of its text is for screen readers alone.
  expect(await label.isVisible()).toBe(true);
  expect(await label.evaluate((node) => node.firstChild?.textContent)).toBe('نمونه');

  await page.getByRole('contentinfo').getByRole('link', { name: 'دربارهٔ فرهنگ‌ها و منبع‌هایشان' }).click();
  await page.getByRole('heading', { level: 1, name: 'دربارهٔ فرهنگ‌ها' }).waitFor();
  expect(await page.getByRole('heading', { level: 3 }).count()).toBe(DATABASES.length);
  const wiktionary = DATABASES.flatMap((db) => db.credit.sources).filter(
    (source) => source.name === 'Wiktionary contributors',
  );
  expect(await page.getByRole('link', { name: 'Wiktionary contributors' }).count()).toBe(wiktionary.length);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(smallTargets, 44)).toEqual([]);
  expect(await page.evaluate(latinDigits)).toEqual([]);
  expect(await page.evaluate(sidewaysOverflow)).toEqual({ sideways: 0, outside: [] });
});

test('the about page is drawn by the service whole: every dictionary, its count and licence, without script', async () => {
  const page = await drawn(sample, '/about');
  expect(page).toContain('<title>دربارهٔ فرهنگ‌ها | فرهنگ</title>');
  expect(page.match(/<h3 class="about__name">/g)).toHaveLength(DATABASES.length);
  // Each dictionary names each of its licences once; a sample names none and is labelled.
  const licences = DATABASES.map((db) => new Set(db.credit.sources.map((source) => source.licence)).size);
  expect(page.match(/rel="license noreferrer"/g)).toHaveLength(licences.reduce((sum, n) => sum + n, 0));
  const samples = DATABASES.filter((db) => db.credit.sample);
  expect(page.match(/class="sample-label"/g)).toHaveLength(samples.length);
  expect(samples.length).toBe(11);
});
