import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import * as v from '../../../src/shared/wire/check';
import { searchBodySchema } from '../../../src/shared/wire/schemas';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

test('an entry number past the last is “not found” and offers the entries the headword has', async () => {
  // The fixture's Moein has «امید» 1 to 3.
  renderApp(`/word/moein/${encodeURIComponent('امید')}/99`, { settings: web.settings });
  expect(await screen.findByRole('heading', { level: 1, name: 'این واژه پیدا نشد' })).toBeInTheDocument();
  const offered = within(await screen.findByRole('navigation', { name: 'مدخل‌های «امید»' }));
  const expected = v.parse(
    searchBodySchema,
    (await web.service.call('search', { q: 'امید', type: 'exact', rows: '50' })).body,
  );
  const links = offered.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(
    expected.data.results.map((result) => `/word/${result.db}/${encodeURIComponent('امید')}/${result.num}`),
  );
  expect(offered.getByRole('link', { name: 'فرهنگ فارسی معین، مدخل ۳' })).toHaveAttribute(
    'href',
    `/word/moein/${encodeURIComponent('امید')}/3`,
  );
});

test('a missing headword offers no entries of its own, only the way to search', async () => {
  renderApp(`/word/moein/${encodeURIComponent('ناپیداواژه')}/1`, { settings: web.settings });
  expect(await screen.findByRole('heading', { level: 1, name: 'این واژه پیدا نشد' })).toBeInTheDocument();
  await waitFor(() => expect(web.service.records.length).toBeGreaterThan(0));
  expect(screen.queryByRole('navigation', { name: /مدخل‌های/ })).not.toBeInTheDocument();
});

test('an address that cannot be read is a Persian page with a search box, not an error', async () => {
  renderApp('/word/moein/%E0%A4%A/1', { settings: web.settings });
  expect(await screen.findByRole('heading', { level: 1, name: 'این نشانی خوانده نشد' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('combobox')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'بازگشت به صفحهٔ نخست' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(document.title).toBe('نشانی نادرست | فرهنگ'));
});
