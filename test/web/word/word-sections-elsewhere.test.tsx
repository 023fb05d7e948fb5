/**
 * The word page against another v3 service, which knows no band, forms or examples: the entry is
 * shown, and none of the sections is, not even their headings.
 */
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_SETTINGS, v3Ok, wordBody } from '../../support/web/fault-service';

const server = faultServerForFile();

test('a v3 body with nothing of ours draws the entry and no section of ours', async () => {
  let asked = 0;
  server.use(
    v3Ok('word', wordBody({ title: 'رفتن', db: 'fa2en', source: 'فارسی به انگلیسی', text: 'to go' })),
    v3Ok('search', {
      response: { status: true, code: 200, state: null },
      meta: {},
      data: { num_found: 0, results: [] },
    }),
  );
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('forms=true')) asked++;
  });
  renderApp('/word/fa2en/رفتن/1', { settings: FAULT_SETTINGS, language: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'رفتن' })).toBeInTheDocument();
  await expect.poll(() => asked).toBe(1);
  expect(screen.queryByRole('heading', { name: 'How common' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Forms' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Examples' })).toBeNull();
  expect(screen.queryByText('Very common')).toBeNull();
});
