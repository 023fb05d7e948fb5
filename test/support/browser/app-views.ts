/**
 * The app's main views, each opened the way a reader reaches it and waited for until it has
 * settled (data shown, no spinner), so checks of the whole page see what the reader sees.
 */
import type { Page } from 'playwright-core';
import { results, searchBox, appReady } from './reader';

export type ViewName =
  | 'home'
  | 'meanings'
  | 'suggestions'
  | 'results'
  | 'near'
  | 'nothing'
  | 'word'
  | 'compare'
  | 'missing'
  | 'unknown'
  | 'settings'
  | 'error'
  | 'library'
  | 'recent'
  | 'reading';

async function noSpinners(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached' });
}

async function home(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await appReady(page);
  await searchBox(page).waitFor();
}

/** Home's box for finding a word by its meaning, its example beside it. */
async function meanings(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/?by=meaning`);
  await appReady(page);
  await page.locator('#meaning-box').waitFor();
}

/** Home with the suggestion list open under the box (it covers the text below it). */
async function suggestions(page: Page, url: string): Promise<void> {
  await home(page, url);
  await searchBox(page).pressSequentially('ام', { delay: 20 });
  await page.getByRole('listbox', { name: 'پیشنهادها' }).getByRole('option').first().waitFor();
}

/**
 * Results with two chosen dictionaries (their priority numbers showing) and a second page to go
 * to. On a narrow screen the folded dictionary panel is opened, as a reader choosing would.
 */
async function resultsView(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/search?q=${encodeURIComponent('ا')}&type=text&db=moein,dehkhoda`);
  await appReady(page);
  await results(page).titles.first().waitFor();
  await page.getByRole('navigation', { name: 'صفحه‌ها' }).waitFor();
  const toggle = page.getByRole('button', { name: /^فرهنگ‌ها \(/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    await page.getByRole('button', { name: 'معین اولویت ۱' }).waitFor();
  }
  await noSpinners(page);
}

/** An exact search that finds nothing but has words that sound or look close. */
async function near(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/search?q=${encodeURIComponent('صلام')}`);
  await appReady(page);
  await page.getByRole('heading', { name: 'منظورتان این بود؟' }).waitFor();
}

/** Nothing at all in the chosen dictionary: the empty state and its ways forward. */
async function nothing(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/search?q=${encodeURIComponent('ژژژژ')}&db=moein`);
  await appReady(page);
  await page.getByRole('heading', { name: /چیزی پیدا نشد$/ }).waitFor();
}

/** A word with pronunciation, numbered senses and the same word in other dictionaries. */
async function word(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/word/moein/${encodeURIComponent('امید')}/1`);
  await appReady(page);
  await page.getByRole('article').waitFor();
  await page.getByRole('heading', { name: 'همین واژه در فرهنگ‌های دیگر', level: 2 }).waitFor();
  await page.getByRole('complementary').getByRole('link').first().waitFor();
  await noSpinners(page);
}

/**
 * A comparison in eight columns (on a desktop some are scrolled out of view inside their box) and
 * a dialect's regional forms, with the dictionary list opened as a reader choosing would.
 */
async function compare(page: Page, url: string): Promise<void> {
  const dbs = 'dehkhoda,moein,amid,motaradef,sareh,wiki,name,fa2en,gonabadi';
  await page.goto(`${url}/compare?word=${encodeURIComponent('امید')}&db=${dbs}`);
  await appReady(page);
  await page.getByRole('region', { name: 'لغت‌نامه دهخدا', exact: true }).getByRole('article').first().waitFor();
  await page.getByRole('region', { name: 'گونه‌های محلی' }).waitFor();
  await noSpinners(page);
  await page.getByText(/^فرهنگ‌ها \(/).click();
  await page.getByRole('checkbox', { name: 'معین' }).waitFor();
}

/** An entry number the dictionary does not have: the not-found panel with its own search box. */
async function missing(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/word/moein/${encodeURIComponent('امید')}/99`);
  await appReady(page);
  await page.getByRole('heading', { name: 'این واژه پیدا نشد', level: 1 }).waitFor();
}

/** An address the app does not know. */
async function unknown(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/no-such-page`);
  await appReady(page);
  await page.getByRole('heading', { name: 'این صفحه پیدا نشد', level: 1 }).waitFor();
}

/** The settings page's advanced part (service, token, product) opened, as a reader opens it. */
export async function openAdvancedSettings(page: Page): Promise<void> {
  const advanced = page.locator('details.settings__advanced');
  if (!(await advanced.evaluate((details: HTMLDetailsElement) => details.open))) {
    await advanced.locator('summary').click();
  }
}

/** Settings, the advanced part open after a successful connection test, so every part is on the page. */
async function settings(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings`);
  await appReady(page);
  await openAdvancedSettings(page);
  await page.getByRole('button', { name: 'آزمایش اتصال' }).click();
  await page.locator('.connection').waitFor();
}

/** A search under a token the service refuses: the Persian 401 panel. */
async function error(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings`);
  await appReady(page);
  await openAdvancedSettings(page);
  await page.getByLabel('توکن', { exact: true }).fill('1.not-a-token-this-service-issued');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  // Searched in the app: a page loaded anew would be the one the service drew with its own token.
  const box = page.getByRole('combobox', { name: 'جست‌وجوی واژه' });
  await box.fill('امید');
  await box.press('Enter');
  await page.getByRole('alert').getByRole('heading').waitFor();
}

/** The reader's library with a bookmark in a folder of their own, a look-up and a search. */
async function library(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/search?q=${encodeURIComponent('امید')}`);
  await appReady(page);
  await results(page).count.waitFor();
  await page.goto(`${url}/word/moein/${encodeURIComponent('امید')}/1`);
  await appReady(page);
  await page.getByRole('button', { name: 'نشانک', exact: true }).click();
  await page.getByRole('button', { name: 'پوشهٔ تازه' }).click();
  await page.getByRole('textbox', { name: 'نام پوشهٔ تازه' }).fill('درس');
  await page.getByRole('button', { name: 'ساختن' }).click();
  await page.getByText('به پوشهٔ «درس» رفت').waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'کتابخانه' }).click();
  await page.getByRole('region', { name: /^درس/ }).getByRole('link').first().waitFor();
}

/** Home with the empty box's recent searches open under it. */
async function recent(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/search?q=${encodeURIComponent('امید')}`);
  await appReady(page);
  await results(page).count.waitFor();
  await home(page, url);
  await searchBox(page).click();
  await page.getByRole('listbox', { name: 'جست‌وجوهای اخیر' }).getByRole('option').first().waitFor();
}

/** A text read, its known words links (a word's popover: test/e2e/read.test.ts). */
async function reading(page: Page, url: string): Promise<void> {
  const text = 'سلام، امید داریم که آسمان آبی بماند. کتاب‌ها را خواندیم.';
  await page.goto(`${url}/read?text=${encodeURIComponent(text)}`);
  await appReady(page);
  await page.locator('.reading__text').getByRole('link', { name: 'امید' }).waitFor();
}

export const VIEWS: Readonly<Record<ViewName, (page: Page, url: string) => Promise<void>>> = {
  home,
  meanings,
  suggestions,
  results: resultsView,
  near,
  nothing,
  word,
  compare,
  missing,
  unknown,
  settings,
  error,
  library,
  recent,
  reading,
};

/** Every view, in the order a sweep over all of them opens them in one page. */
export const VIEW_ORDER: readonly ViewName[] = [
  'home',
  'meanings',
  'suggestions',
  'results',
  'near',
  'nothing',
  'word',
  'compare',
  'missing',
  'unknown',
  'settings',
  'library',
  'recent',
  'reading',
  // Last: it leaves a refused token in the settings, and every other view needs the service.
  'error',
];
