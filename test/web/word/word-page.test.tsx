import { screen, within, waitFor } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

function renderWord(path: string) {
  return renderApp(path, { settings: web.settings });
}

test('the entry shows its title, pronunciation, source and full meaning', async () => {
  renderWord('/word/moein/امید/2');
  const article = await screen.findByRole('article', { name: 'امید' });
  expect(within(article).getByRole('heading', { level: 1, name: 'امید' })).toBeInTheDocument();
  // Read out with its label, which is for screen readers alone.
  const pron = within(article).getByText((_, node) => node?.tagName === 'P' && node.textContent === 'تلفظ: omid');
  expect(within(pron).getByText('تلفظ:')).toHaveClass('visually-hidden');
  expect(within(article).getByText('فرهنگ فارسی معین')).toBeInTheDocument();
  expect(within(article).getByText('(اِخ.) نام روستایی در کنار رود.')).toBeInTheDocument();
});

test('the page is named after the word and its dictionary', async () => {
  renderWord('/word/moein/امید/1');
  await screen.findByRole('article', { name: 'امید' });
  await waitFor(() => expect(document.title).toBe('امید — فرهنگ فارسی معین | فرهنگ'));
});

test('the meaning keeps allowed markup, and its web link opens apart without referrer', async () => {
  renderWord('/word/wiki/پیوند/1');
  const article = await screen.findByRole('article', { name: 'پیوند' });
  expect(within(article).getByText('پیوند', { selector: 'b' })).toBeInTheDocument();
  const link = within(article).getByRole('link', { name: 'سرچشمهٔ این معنی' });
  expect(link).toHaveAttribute('href', 'https://example.org/peyvand');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('hostile markup in a meaning does not survive: no script, image, handler, style or javascript: link', async () => {
  renderWord('/word/wiki/پیوند/1');
  const article = await screen.findByRole('article', { name: 'پیوند' });
  // The text of unknown tags stays; the tags and every active part go.
  expect(within(article).getByText(/بخش دوم/)).toBeInTheDocument();
  expect(within(article).getByText('پیوند بد')).not.toHaveAttribute('href');
  expect(article.innerHTML).not.toMatch(/<script|<img|<style|style=|onclick|onerror|javascript:|pwned/);
});

test('an English headword is isolated and marked as English', async () => {
  renderWord('/word/en2fa/hope/1');
  const heading = await screen.findByRole('heading', { level: 1, name: 'hope' });
  const headword = within(heading).getByText('hope');
  expect(headword.tagName).toBe('BDI');
  expect(headword).toHaveAttribute('lang', 'en');
});

test('the same headword in other dictionaries: grouped by dictionary, this entry left out', async () => {
  renderWord('/word/moein/امید/2');
  const aside = await screen.findByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' });
  await within(aside).findByRole('heading', { level: 3, name: 'لغت‌نامه دهخدا' });
  const hrefs = within(aside)
    .getAllByRole('link')
    .map((link) => decodeURI(link.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/word/dehkhoda/امید/1');
  expect(hrefs).toContain('/word/moein/امید/1');
  expect(hrefs).toContain('/word/moein/امید/3');
  expect(hrefs).toContain('/word/wiki/امید/1');
  expect(hrefs).not.toContain('/word/moein/امید/2');
  const groups = within(aside)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  expect(groups.indexOf('لغت‌نامه دهخدا')).toBeLessThan(groups.indexOf('فرهنگ فارسی معین'));
});

test('following another dictionary’s entry shows that entry', async () => {
  const { user, location } = renderWord('/word/moein/امید/2');
  const aside = await screen.findByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' });
  const links = await within(aside).findAllByRole('link');
  const toWiki = links.find((link) => decodeURI(link.getAttribute('href') ?? '') === '/word/wiki/امید/1');
  if (!toWiki) throw new Error('no link to the wiki entry');
  await user.click(toWiki);
  expect(await screen.findByText('آرزو داشتن برای آینده.')).toBeInTheDocument();
  expect(decodeURI(location().pathname)).toBe('/word/wiki/امید/1');
});

test('a missing entry is a Persian “not found” with a search box, not an error', async () => {
  renderWord('/word/moein/ناپیداواژه/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'این واژه پیدا نشد' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('combobox')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'جست‌وجوی «ناپیداواژه» در همهٔ فرهنگ‌ها' })).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent('ناپیداواژه')}`,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('واژه پیدا نشد | فرهنگ'));
});

test('an address that cannot name an entry says so without asking the service', async () => {
  const requestsBefore = web.service.records.length;
  renderWord('/word/nodictionary/امید/0');
  expect(await screen.findByRole('heading', { level: 1, name: 'این نشانی به واژه‌ای نمی‌رسد' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('combobox')).toBeInTheDocument();
  expect(web.service.records.length).toBe(requestsBefore);
});

test('copy link puts the app’s own address of the entry on the clipboard as a reader reads it, without the token', async () => {
  const { user } = renderWord('/word/moein/امید/1');
  await screen.findByRole('article', { name: 'امید' });
  await user.click(screen.getByRole('button', { name: 'کپی پیوند' }));
  expect(await screen.findByText('پیوند کپی شد')).toBeInTheDocument();
  const copied = await navigator.clipboard.readText();
  expect(copied).toBe(`${location.origin}/word/moein/امید/1`);
  expect(copied).not.toContain(web.settings.token);
});

test('requests carry the configured product name, and the service counts them under it', async () => {
  renderWord('/word/moein/امید/3');
  await screen.findByRole('article', { name: 'امید' });
  expect(web.service.records.at(-1)?.product).toBe('farhang-web-test');
});

test('a Persian meaning shows its numbers in Persian digits', async () => {
  renderWord('/word/moein/امید/1');
  const article = await screen.findByRole('article', { name: 'امید' });
  expect(within(article).getByText('(اُ) (اِ.) ۱ - آرزو. ۲ - چشمداشت.')).toHaveAttribute('lang', 'fa');
});
