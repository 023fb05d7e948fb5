/**
 * What a reader of the app sees, read the way assistive technology reads it (roles and names), and
 * the few facts about the service's answers the e2e suites compare it with.
 */
import { shownHeadword } from '../../../src/shared/shown-headword';
import type { Locator, Page } from 'playwright-core';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Written independently of the app's own helper, so a bug there cannot hide here. */
export function persianNumber(value: number): string {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return grouped.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

export function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'جست‌وجوی واژه' });
}

/** The results region and its cards (one per result, each with its headword as an h2). */
export function results(page: Page) {
  const region = page.getByRole('region', { name: 'نتیجه‌ها' });
  return {
    region,
    count: region.getByText(/^[۰-۹٬]+ نتیجه$/),
    titles: region.getByRole('heading', { level: 2 }),
  };
}

/** A dictionary chip, chosen or not (a chosen one's name ends «اولویت N»), labelled a sample or not. */
export function dbChip(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${label}( نمونه)?( اولویت [۰-۹]+)?$`) });
}

export interface ApiResult {
  readonly id: string;
  readonly title: string;
  readonly db: string;
  readonly source: string;
  readonly num: number;
}

function field(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
    value,
  );
}

function isApiResult(value: unknown): value is ApiResult {
  return (
    typeof field(value, 'id') === 'string' &&
    typeof field(value, 'title') === 'string' &&
    typeof field(value, 'db') === 'string' &&
    typeof field(value, 'source') === 'string' &&
    typeof field(value, 'num') === 'number'
  );
}

/** `data` of a v3 search body: the total and this page's entries. */
export function searchData(body: unknown): { numFound: number; results: ApiResult[] } {
  const numFound = field(body, 'data', 'num_found');
  const list = field(body, 'data', 'results');
  if (typeof numFound !== 'number' || !Array.isArray(list)) throw new Error('not a search body');
  return { numFound, results: list.filter(isApiResult) };
}

/**
 * The headwords a results page shows: an entry whose headword recurs in its dictionary on the page
 * (or that is not the first of its headword) carries its sense number, «امید ۲».
 */
export function shownTitles(list: readonly ApiResult[]): string[] {
  const key = (r: ApiResult) => `${r.db}/${r.title}`;
  const repeated = (r: ApiResult) => list.filter((other) => key(other) === key(r)).length > 1;
  // A Persian headword stored with Arabic kaf or yeh is shown in Persian letters.
  const shown = (r: ApiResult) => shownHeadword(r.title, r.db);
  return list.map((r) => (r.num > 1 || repeated(r) ? `${shown(r)} ${persianNumber(r.num)}` : shown(r)));
}

export function suggestions(body: unknown): string[] {
  const list = field(body, 'data', 'suggestion');
  if (!Array.isArray(list)) throw new Error('not a suggest body');
  return list.filter((item): item is string => typeof item === 'string');
}

/** `word.text` and `word.source` of a v3 word body. */
export function wordData(body: unknown): { text: string; source: string; title: string; pron: string } {
  const text = field(body, 'word', 'text');
  const source = field(body, 'word', 'source');
  const title = field(body, 'word', 'title');
  const pron = field(body, 'word', 'pron') ?? '';
  if (typeof text !== 'string' || typeof source !== 'string' || typeof title !== 'string' || typeof pron !== 'string') {
    throw new Error('not a word body');
  }
  return { text, source, title, pron };
}

/**
 * Waits until the app runs the page it arrived on. A rendered page reads the same before, but
 * keys, suggestions and in-app links answer only once the app has started — just after the
 * page is first drawn (src/web/boot.ts); a test is quicker than a reader's first key.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}
