import { expect, onTestFinished, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paramsOf, renderSearchApp, searchOf } from './search-app';

test('an exact search that finds nothing offers what sounds and looks close', async () => {
  const view = await renderSearchApp('/search?q=صلام&db=dehkhoda,amid');
  const ava = await searchOf(view.service, { q: 'صلام', type: 'ava', filter: 'dehkhoda,amid' });
  const near = ava.results[0]?.title ?? 'missing';

  const section = await screen.findByRole('region', { name: 'منظورتان این بود؟' });
  const links = within(section).getAllByRole('link', { name: near });
  expect(links[0]).toHaveAttribute('href', `/search?q=${encodeURIComponent(near)}&type=exact&db=dehkhoda,amid`);
  expect(within(section).getAllByRole('listitem').length).toBeLessThanOrEqual(10);

  await view.user.click(links[0] ?? section);
  expect(paramsOf(view).get('q')).toBe(near);
  const words = await screen.findAllByRole('link', { name: near });
  for (const word of words) expect(word).toHaveAttribute('href', expect.stringMatching(/^\/word\//));
});

test('the did-you-mean list links to all results of each nearby type', async () => {
  const view = await renderSearchApp('/search?q=صلام');
  await screen.findByRole('heading', { name: 'منظورتان این بود؟' });
  await view.user.click(screen.getByRole('link', { name: /همهٔ نتیجه‌های «هم‌آوا»/ }));
  expect(paramsOf(view).get('type')).toBe('ava');
  expect(paramsOf(view).get('q')).toBe('صلام');
});

test('opening the sound-alike results never flashes «nothing found» from the exact search', async () => {
  const view = await renderSearchApp('/search?q=صلام');
  const ava = await searchOf(view.service, { q: 'صلام', type: 'ava' });
  const first = ava.results[0]?.title ?? 'missing';
  await screen.findByRole('heading', { name: 'منظورتان این بود؟' });
  const saidNothingFound = watchPage(/چیزی پیدا نشد/);
  await view.user.click(screen.getByRole('link', { name: /همهٔ نتیجه‌های «هم‌آوا»/ }));
  expect((await screen.findAllByRole('link', { name: first })).length).toBeGreaterThan(0);
  expect(saidNothingFound()).toBe(false);
});

/** Whether the page's text matched `pattern` after any change from now on. */
function watchPage(pattern: RegExp): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= pattern.test(document.body.textContent);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return () => seen;
}

test('when no type finds anything, the empty state offers the other ways', async () => {
  const view = await renderSearchApp('/search?q=ژژژژژ&db=moein');
  expect(await screen.findByRole('heading', { name: /چیزی پیدا نشد/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'منظورتان این بود؟' })).not.toBeInTheDocument();
  await view.user.click(screen.getByRole('link', { name: 'در همهٔ فرهنگ‌ها جست‌وجو کنید' }));
  expect(paramsOf(view).get('db')).toBe('all');
  await view.user.click(await screen.findByRole('link', { name: /«در معانی»/ }));
  expect(paramsOf(view).get('type')).toBe('text');
});

test('a search for nothing asks for a word and asks the service nothing', async () => {
  const view = await renderSearchApp('/search?q=%20&type=text');
  expect(screen.getByText('واژه‌ای بنویسید تا در فرهنگ‌ها جست‌وجو شود.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'در معانی' })).toBeChecked();
  expect(view.calls('search')).toBe(0);
});
