/**
 * While a dictionary holds our samples it comes after every real one, by the credits the service
 * sent: in the results of a search of every dictionary, a word page's other dictionaries, compare
 * and a reading's popover. (The contract fixture's real dictionaries are fa2en and en2fa.)
 */
import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';
import { searchData } from '../../support/browser/reader';

const web = await startWebService();
afterAll(() => web.stop());

const withCredits = { settings: web.settings, credits: web.credits };

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
  expect(dbsOf(region)[0]).toBe('fa2en');
});

test('a word page lists the other dictionaries real first', async () => {
  renderApp('/word/moein/امید/1', withCredits);
  const aside = await screen.findByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' });
  const groups = await within(aside).findAllByRole('heading', { level: 3 });
  expect(groups[0]).toHaveTextContent('دیکشنری فارسی به انگلیسی');
  expect(groups.at(-1)).not.toHaveTextContent('دیکشنری فارسی به انگلیسی');
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
  expect(decodeURI(word.getAttribute('href') ?? '')).toBe('/word/fa2en/امید/1');
  await user.click(word);
  const senses = within(screen.getByRole('dialog', { name: 'امید' })).getAllByRole('listitem');
  expect(senses[0]).toHaveTextContent(/^فارسی به انگلیسی/);
});

test('the settings say in what order a search of every dictionary lists them', async () => {
  renderApp('/settings', withCredits);
  expect(
    await screen.findByText('همهٔ فرهنگ‌ها، نخست آن‌ها که متن خودشان را دارند و پس از آن‌ها آن‌ها که نمونهٔ ما را.'),
  ).toBeInTheDocument();
});
