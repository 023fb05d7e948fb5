import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_SETTINGS, searchBody, v3Ok } from '../../support/web/fault-service';
import { readAnswer, TEXT } from './read-app';

const server = faultServerForFile();

test('a long text shared to the app opens the reading of it, at the reading page’s own address', async () => {
  server.use(readAnswer());
  const { location } = renderApp(`/share?${new URLSearchParams({ title: 'خبر', text: TEXT }).toString()}`, {
    settings: FAULT_SETTINGS,
  });
  // The share page may draw the reading before the address turns to /read, and the reading page
  // then draws its own: the region read is the one at /read, not one already taken down.
  await waitFor(() => expect(location().pathname).toBe('/read'));
  expect(new URLSearchParams(location().search).get('text')).toBe(TEXT);
  await waitFor(() => {
    const reading = screen.getByRole('region', { name: 'متن خوانده‌شده' });
    expect(within(reading).getByRole('link', { name: 'امید' })).toBeInTheDocument();
  });
});

test('a word or two shared to the app is searched', async () => {
  server.use(v3Ok('search', searchBody('امید')));
  const { location } = renderApp('/share?text=امید', { settings: FAULT_SETTINGS });
  expect(await screen.findByRole('heading', { level: 1, name: 'جست‌وجوی «امید»' })).toBeInTheDocument();
  expect(location().pathname).toBe('/search');
  expect(new URLSearchParams(location().search).get('q')).toBe('امید');
});
