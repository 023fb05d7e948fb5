/** A fault on the word page, told in the English interface with its way forward. */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_SETTINGS, v3Error } from '../../support/web/fault-service';

const server = faultServerForFile();

test('a refused token is told in English, and the way forward is Settings', async () => {
  server.use(v3Error('word', 401, 'invalid_token', 'token is not valid'));
  renderApp('/word/moein/امید/1', { settings: FAULT_SETTINGS, language: 'en' });
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'Token not accepted' })).toBeInTheDocument();
  expect(
    within(panel).getByText('The service does not know this token. Check the token in Settings.'),
  ).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
});
