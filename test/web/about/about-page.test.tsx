import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { DATABASES } from '../../../src/shared/catalog';
import { formatCount } from '../../../src/shared/digits';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

/** How many entries of `db` the service holds, as it counts them itself. */
function stored(db: string): number {
  return Number(web.service.database.prepare('SELECT count(*) FROM entries WHERE db = ?').pluck().get(db));
}

function itemOf(source: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`^${source}`) });
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading') === heading);
  if (item === undefined) throw new Error(`no item for ${source}`);
  return item;
}

test('the footer leads a page to the about page; home says it in its intro', async () => {
  const { user } = renderApp('/library', { settings: web.settings, credits: web.credits });
  const footer = await screen.findByRole('contentinfo');
  await user.click(within(footer).getByRole('link', { name: 'دربارهٔ فرهنگ‌ها و منبع‌هایشان' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'دربارهٔ فرهنگ‌ها' })).toBeInTheDocument();

  const { container } = renderApp('/', { settings: web.settings, credits: web.credits });
  expect(within(container).queryByRole('contentinfo')).toBeNull();
  expect(within(container).getByRole('link', { name: 'این فرهنگ‌ها از کجا آمده‌اند؟' })).toHaveAttribute(
    'href',
    '/about',
  );
});

test('every dictionary is listed with its source, entry count and licence; the samples say they are', async () => {
  renderApp('/about', { settings: web.settings, credits: web.credits });
  await screen.findByRole('heading', { level: 1, name: 'دربارهٔ فرهنگ‌ها' });
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(DATABASES.length);

  const moein = itemOf('فرهنگ فارسی معین');
  expect(within(moein).getByText('نمونه')).toBeInTheDocument();
  expect(within(moein).getByText('متن نمونه‌ای که وب‌گاهِ فرهنگ خود نوشته است، نه متن این فرهنگ')).toBeInTheDocument();
  expect(within(moein).getByText(formatCount(stored('moein')))).toBeInTheDocument();

  const fa2en = itemOf('دیکشنری فارسی به انگلیسی');
  expect(within(fa2en).queryByText('نمونه')).toBeNull();
  expect(within(fa2en).getByRole('link', { name: 'Wiktionary contributors' })).toHaveAttribute(
    'href',
    'https://en.wiktionary.org/',
  );
  expect(within(fa2en).getByRole('link', { name: 'Wiktextract' })).toHaveAttribute('href', 'https://kaikki.org/');
  expect(within(fa2en).getByRole('link', { name: 'CC BY-SA 3.0 / GFDL' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/3.0/',
  );
  expect(within(fa2en).getByText(formatCount(stored('fa2en')))).toBeInTheDocument();
});

test('against a service that named no sources the page says so and credits nobody', async () => {
  renderApp('/about', { settings: web.settings });
  await screen.findByRole('heading', { level: 1, name: 'دربارهٔ فرهنگ‌ها' });
  expect(screen.getByText(/از منبع فرهنگ‌هایش چیزی نگفته است/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Wiktionary contributors' })).toBeNull();
  expect(screen.queryByText('نمونه')).toBeNull();
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(DATABASES.length);
});
