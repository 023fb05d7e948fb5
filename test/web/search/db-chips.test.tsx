import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dbsInGroup, dbInfo } from '../../../src/shared/catalog';
import { formatCount } from '../../../src/shared/digits';
import { renderApp } from '../../support/web/render-app';
import { paramsOf, renderSearchApp, searchOf, settingsFor } from './search-app';

function chips() {
  return within(screen.getByRole('region', { name: 'فرهنگ‌ها' }));
}

function chip(label: string) {
  return chips().getByRole('button', { name: new RegExp(`^${label}( |$)`) });
}

async function resultHrefs(): Promise<(string | null)[]> {
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  return within(region)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => within(heading).getByRole('link').getAttribute('href'));
}

test('the order chips are picked in is the priority: numbered, in the URL, and in the results', async () => {
  const view = await renderSearchApp('/search?q=امید');
  await resultHrefs();
  await view.user.click(chip('معین'));
  await view.user.click(chip('دهخدا'));
  expect(paramsOf(view).get('db')).toBe('moein,dehkhoda');
  expect(chip('معین')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('معین')).toHaveAccessibleName('معین اولویت ۱');
  expect(chip('دهخدا')).toHaveAccessibleName('دهخدا اولویت ۲');
  expect(chip('عمید')).toHaveAttribute('aria-pressed', 'false');
  expect(chips().getByRole('button', { name: 'همه' })).toHaveAttribute('aria-pressed', 'false');

  const expected = await searchOf(view.service, { q: 'امید', filter: 'moein,dehkhoda' });
  expect(expected.results[0]?.db).toBe('moein');
  const wanted = expected.results.map((r) => `/word/${r.db}/${encodeURIComponent(r.title)}/${r.num}`);
  await expect.poll(resultHrefs).toEqual(wanted);
  expect(screen.getByText(`${formatCount(expected.num_found)} نتیجه`)).toBeInTheDocument();
  // The file's first test: it also waits for the real service's first answers on a busy machine.
}, 15_000);

test('un-picking a chip renumbers the rest; un-picking the last one searches all', async () => {
  const view = await renderSearchApp('/search?q=امید&db=amid,moein,sareh');
  expect(chip('معین')).toHaveAccessibleName('معین اولویت ۲');
  await view.user.click(chip('عمید'));
  expect(paramsOf(view).get('db')).toBe('moein,sareh');
  expect(chip('معین')).toHaveAccessibleName('معین اولویت ۱');
  await view.user.click(chip('معین'));
  await view.user.click(chip('سره'));
  expect(paramsOf(view).get('db')).toBe('all');
  expect(chips().getByRole('button', { name: 'همه' })).toHaveAttribute('aria-pressed', 'true');
});

test('a group toggle adds its whole group after what is picked, then removes it', async () => {
  const view = await renderSearchApp('/search?q=امید');
  const dialects = chips().getByRole('group', { name: 'گویش‌ها' });
  const toggle = within(dialects).getByRole('button', { name: 'گویش‌ها' });
  await view.user.click(chip('معین'));
  await view.user.click(toggle);
  expect(paramsOf(view).get('db')).toBe(['moein', ...dbsInGroup('dialect')].join(','));
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  for (const db of dbsInGroup('dialect')) expect(chip(dbInfo(db).label)).toHaveAttribute('aria-pressed', 'true');
  expect(chips().getByRole('button', { name: 'فرهنگ‌های عمومی' })).toHaveAttribute('aria-pressed', 'mixed');

  await view.user.click(toggle);
  expect(paramsOf(view).get('db')).toBe('moein');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('«همه» searches every dictionary again', async () => {
  const view = await renderSearchApp('/search?q=امید&db=moein&page=1');
  const all = await searchOf(view.service, { q: 'امید' });
  await resultHrefs();
  await view.user.click(chips().getByRole('button', { name: 'همه' }));
  expect(paramsOf(view).get('db')).toBe('all');
  expect(chips().getByRole('button', { name: 'همه' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText(`${formatCount(all.num_found)} نتیجه`)).toBeInTheDocument();
});

test('the chips fold behind a «فرهنگ‌ها» button that counts what is picked', async () => {
  const view = await renderSearchApp('/search?q=امید&db=moein,amid');
  const disclosure = screen.getByRole('button', { name: 'فرهنگ‌ها (۲)' });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  expect(disclosure).toHaveAttribute('aria-controls', expect.stringMatching(/.+/));
});

test('«پیش‌فرض من» remembers the pick for searches that name no dictionary', async () => {
  const view = await renderSearchApp('/search?q=امید');
  await view.user.click(chip('عمید'));
  await view.user.click(chip('معین'));
  await view.user.click(chips().getByRole('button', { name: 'ذخیره به‌عنوان پیش‌فرض من' }));
  expect(chips().getByText('پیش‌فرض من')).toBeInTheDocument();
  view.unmount();

  renderApp('/search?q=امید', { settings: settingsFor(view.service) });
  expect(chip('عمید')).toHaveAccessibleName('عمید اولویت ۱');
  expect(chip('معین')).toHaveAccessibleName('معین اولویت ۲');
  const expected = await searchOf(view.service, { q: 'امید', filter: 'amid,moein' });
  expect(await screen.findByText(`${formatCount(expected.num_found)} نتیجه`)).toBeInTheDocument();
  expect(await resultHrefs()).toHaveLength(expected.results.length);
});

test('a chip shows what it did beside the chips: the count it finds, on a way to the results', async () => {
  const view = await renderSearchApp('/search?q=امید');
  const all = await searchOf(view.service, { q: 'امید' });
  expect(
    await chips().findByRole('button', { name: `دیدن نتیجه‌ها (${formatCount(all.num_found)})` }),
  ).toBeInTheDocument();
  await view.user.click(chip('معین'));
  const moein = await searchOf(view.service, { q: 'امید', filter: 'moein' });
  expect(moein.num_found).not.toBe(all.num_found);
  const show = await chips().findByRole('button', { name: `دیدن نتیجه‌ها (${formatCount(moein.num_found)})` });
  expect(chips().getByRole('status')).toContainElement(show);
});

test('the way to the results folds the chips and puts the reader on the first line of the results', async () => {
  const view = await renderSearchApp('/search?q=امید&db=moein');
  const disclosure = screen.getByRole('button', { name: 'فرهنگ‌ها (۱)' });
  await view.user.click(disclosure);
  const found = await searchOf(view.service, { q: 'امید', filter: 'moein' });
  await view.user.click(
    await chips().findByRole('button', { name: `دیدن نتیجه‌ها (${formatCount(found.num_found)})` }),
  );
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  expect(within(screen.getByRole('region', { name: 'نتیجه‌ها' })).getByText(/نتیجه$/)).toHaveFocus();
});

test('the order numbers on chosen chips are explained once, in words, and not while every dictionary is searched', async () => {
  const view = await renderSearchApp('/search?q=امید');
  const ORDER = /شمارهٔ کنار هر فرهنگ ترتیب نتیجه‌هاست/;
  expect(chips().queryByText(ORDER)).not.toBeInTheDocument();
  await view.user.click(chip('معین'));
  await view.user.click(chip('دهخدا'));
  expect(chips().getAllByText(ORDER)).toHaveLength(1);
});
