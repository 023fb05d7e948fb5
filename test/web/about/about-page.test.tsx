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

test('each dictionary names each of its sources and licences, or says it is our sample', async () => {
  renderApp('/about', { settings: web.settings, credits: web.credits });
  await screen.findByRole('heading', { level: 1, name: 'دربارهٔ فرهنگ‌ها' });
  // Each dictionary's card, found once by its heading: a page-wide query per dictionary is slow.
  const cards = new Map(
    screen
      .getAllByRole('listitem')
      .map((item) => [within(item).queryByRole('heading', { level: 3 })?.textContent ?? '', item] as const),
  );
  for (const { name, source, credit } of DATABASES) {
    const card = [...cards].find(([heading]) => heading.startsWith(source))?.[1];
    if (card === undefined) throw new Error(`no card for ${name}`);
    const links = within(card)
      .queryAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(within(card).queryAllByText('نمونه'), name).toHaveLength(credit.sample ? 1 : 0);
    for (const each of credit.sources) {
      expect(links, name).toContainEqual([each.name, each.url]);
      expect(links, name).toContainEqual([each.licence, each.licenceUrl]);
    }
    // Several sources are said to be several; a licence two sources share is named once.
    const term = credit.sources.length > 1 ? 'منبع‌ها' : 'منبع';
    expect(within(card).getByText(term, { selector: 'dt' }), name).toBeInTheDocument();
    const licences = new Set(credit.sources.map((each) => each.licence));
    expect(
      links.filter(([text]) => licences.has(text ?? '')),
      name,
    ).toHaveLength(licences.size);
  }
}, 20_000);

test('against a service that named no sources the page says so and credits nobody', async () => {
  renderApp('/about', { settings: web.settings });
  await screen.findByRole('heading', { level: 1, name: 'دربارهٔ فرهنگ‌ها' });
  expect(screen.getByText(/از منبع فرهنگ‌هایش چیزی نگفته است/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Wiktionary contributors' })).toBeNull();
  expect(screen.queryByText('نمونه')).toBeNull();
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(DATABASES.length);
});
