/**
 * While a dictionary holds our samples it comes after every real one, by the credits the service
 * sent: in the results of a search of every dictionary, a word page's other dictionaries, compare
 * and a reading's popover. Which are real is what the credits say (the open data's, fa2en's and
 * en2fa's), never a list here.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';
import { searchData } from '../../support/browser/reader';
import { DATABASES, isDbName } from '../../../src/shared/catalog';

const web = await startWebService();
afterAll(() => web.stop());

const withCredits = { settings: web.settings, credits: web.credits };

const isSample = (db: string): boolean => isDbName(db) && web.credits.byDb.get(db)?.sample === true;
/** A dictionary by the Persian name a heading gives it. */
const dbNamed = (name: string | null): string => DATABASES.find((db) => db.source === name)?.name ?? '';
/** Whether `dbs` lists every real dictionary before every sample, and holds both. */
function realFirst(dbs: readonly string[]): void {
  const samples = dbs.map(isSample);
  expect(samples).toContain(true);
  expect(samples).toContain(false);
  expect(samples).toEqual([...samples].sort((a, b) => Number(a) - Number(b)));
}

/** The dictionaries of the result links in `region`, in order, each once. */
function dbsOf(region: HTMLElement): string[] {
  const dbs = within(region)
    .getAllByRole('link')
    .map((link) => /^\/word\/([^/]+)\//.exec(link.getAttribute('href') ?? '')?.[1])
    .filter((db): db is string => db !== undefined);
  return [...new Set(dbs)];
}

test('a search of every dictionary lists the real entries before the samples', async () => {
  const service = searchData((await web.service.call('search', { q: 'امید' })).body);
  // The service's own order puts the samples first.
  expect(service.results[0]?.db).toBe('dehkhoda');
  renderApp('/search?q=امید', withCredits);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  await within(region).findAllByRole('heading', { level: 2 });
  realFirst(dbsOf(region));
});

test('a word page lists the other dictionaries real first', async () => {
  renderApp('/word/moein/امید/1', withCredits);
  const aside = await screen.findByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' });
  const groups = await within(aside).findAllByRole('heading', { level: 3 });
  realFirst(groups.map((heading) => dbNamed(heading.textContent)));
});

test('compare puts a real dictionary’s column before the samples', async () => {
  renderApp('/compare?word=امید&db=dehkhoda,moein,fa2en', withCredits);
  const columns = await screen.findAllByRole('heading', { level: 2, name: /فرهنگ|دیکشنری|لغت‌نامه/ });
  expect(columns.map((heading) => heading.textContent)).toEqual([
    'دیکشنری فارسی به انگلیسی',
    'لغت‌نامه دهخدا',
    'فرهنگ فارسی معین',
  ]);
});

test('a word of a text read opens on its real entry, and its popover lists the samples after it', async () => {
  const { user } = renderApp(`/read?text=${encodeURIComponent('امید داریم')}`, withCredits);
  const reading = await screen.findByRole('region', { name: 'متن خوانده‌شده' });
  const word = await within(reading).findByRole('link', { name: 'امید' });
  const linked = /^\/word\/([^/]+)\/امید\/1$/.exec(decodeURI(word.getAttribute('href') ?? ''))?.[1] ?? '';
  expect(linked).not.toBe('');
  expect(isSample(linked)).toBe(false);
  await user.click(word);
  const senses = within(screen.getByRole('dialog', { name: 'امید' })).getAllByRole('listitem');
  // Each sample's line is labelled so: every labelled line after every real one.
  const labelled = senses.map((sense) => within(sense).queryByText('نمونه') !== null);
  expect(labelled).toContain(true);
  expect(labelled.slice(0, labelled.indexOf(true))).not.toEqual([]);
  expect(labelled.slice(labelled.indexOf(true))).not.toContain(false);
});

test('the settings say in what order a search of every dictionary lists them', async () => {
  renderApp('/settings', withCredits);
  expect(
    await screen.findByText('همهٔ فرهنگ‌ها، نخست آن‌ها که متن خودشان را دارند و پس از آن‌ها آن‌ها که نمونهٔ ما را.'),
  ).toBeInTheDocument();
});
