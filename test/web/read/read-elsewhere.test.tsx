import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { SearchResult } from '../../../src/shared/wire/schemas';
import { saveSettings } from '../../../src/web/connection/settings-store';
import { LOOKUPS_IN_FLIGHT } from '../../../src/web/features/read/api/read-elsewhere';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_BASE, FAULT_SETTINGS, searchBody } from '../../support/web/fault-service';
import { TEXT } from './read-app';

const server = faultServerForFile();

/** What the other service holds: two of the sample dictionaries' headwords. */
const HELD: Readonly<Record<string, SearchResult[]>> = {
  کتاب: [
    {
      id: 'moein_1',
      title: 'کتاب',
      title_en: '',
      pron: '',
      text: '(کِ) (اِ.) 1 - نوشته، نامه. 2 - مجموعهٔ برگ‌ها.',
      source: 'فرهنگ فارسی معین',
      db: 'moein',
      num: 1,
    },
  ],
  امید: [
    {
      id: 'amid_1',
      title: 'امید',
      title_en: '',
      pron: '',
      text: 'آرزو؛ چشم‌داشت.',
      source: 'فرهنگ فارسی عمید',
      db: 'amid',
      num: 1,
    },
  ],
};

/** The other service's exact search, noting each title asked and how many were asked at once. */
function otherService() {
  const asked: string[] = [];
  let inFlight = 0;
  let most = 0;
  server.use(
    http.get(`${FAULT_BASE}/v3/search`, async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      inFlight += 1;
      most = Math.max(most, inFlight);
      await delay(5);
      inFlight -= 1;
      return HttpResponse.json(searchBody(q, HELD[q] ?? []));
    }),
  );
  return { asked, most: () => most };
}

test('against another v3 service the page reads the text by exact searches: each title once, a few at a time', async () => {
  const other = otherService();
  // The page came from one service; the reader's settings point at another, with no /api/read.
  const { user } = renderApp('/read', { settings: { baseUrl: 'http://own.test', token: 'own-token' } });
  saveSettings(FAULT_SETTINGS);
  // More distinct words than lookups may be out at once.
  await user.click(await screen.findByRole('textbox', { name: 'متن فارسی' }));
  await user.paste(`${TEXT} آب نان دل خانه زمان مهر آسمان درخت`);
  await user.click(screen.getByRole('button', { name: 'خواندن' }));
  const reading = await screen.findByRole('region', { name: 'متن خوانده‌شده' });
  expect(decodeURI(within(reading).getByRole('link', { name: 'کتاب‌ها' }).getAttribute('href') ?? '')).toBe(
    '/word/moein/کتاب/1',
  );
  expect(decodeURI(within(reading).getByRole('link', { name: 'امید' }).getAttribute('href') ?? '')).toBe(
    '/word/amid/امید/1',
  );
  expect(within(reading).queryByRole('link', { name: 'و' })).not.toBeInTheDocument();
  expect(other.asked).toContain('کتاب');
  expect(new Set(other.asked).size).toBe(other.asked.length);
  expect(other.asked.length).toBeGreaterThan(2 * LOOKUPS_IN_FLIGHT);
  expect(other.most()).toBe(LOOKUPS_IN_FLIGHT);

  // The popover shows the first sense, as the service's reading would.
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  expect(within(screen.getByRole('dialog', { name: 'کتاب' })).getByRole('listitem')).toHaveTextContent(
    'معین نوشته، نامه.',
  );
});

test('a second text of the same words asks the other service nothing more', async () => {
  const other = otherService();
  const { user } = renderApp('/read', { settings: { baseUrl: 'http://own.test', token: 'own-token' } });
  saveSettings(FAULT_SETTINGS);
  const box = await screen.findByRole('textbox', { name: 'متن فارسی' });
  await user.click(box);
  await user.paste('کتاب و امید');
  await user.click(screen.getByRole('button', { name: 'خواندن' }));
  await screen.findByRole('link', { name: 'کتاب' });
  const first = other.asked.length;
  await user.clear(screen.getByRole('textbox', { name: 'متن فارسی' }));
  await user.paste('امید و کتاب');
  await user.click(screen.getByRole('button', { name: 'خواندن' }));
  expect(await screen.findByText(/^۳ واژه، ۲ در فرهنگ‌ها/)).toBeInTheDocument();
  expect(other.asked).toHaveLength(first);
});
