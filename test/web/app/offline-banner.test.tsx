import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';

const OFFLINE_TEXT = 'به اینترنت وصل نیستید؛ واژه‌هایی که پیش‌تر دیده‌اید در دسترس‌اند.';

/** What the browser says about the connection, and the event it fires when that changes. */
function setConnection(online: boolean, announce = true): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (announce) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  // Back to jsdom's own getter on Navigator.prototype.
  Reflect.deleteProperty(navigator, 'onLine');
});

test('online, nothing is said about the connection', async () => {
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
});

test('losing the connection shows the notice as a status; getting it back hides it', async () => {
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  setConnection(false);
  const notice = screen.getByText(OFFLINE_TEXT);
  expect(screen.getAllByRole('status')).toContain(notice);
  // Between the header and the page, in neither of them.
  expect(within(screen.getByRole('main')).queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  expect(within(screen.getByRole('banner')).queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  setConnection(true);
  expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
});

test('an app opened while offline says so from the first paint, on every page', async () => {
  setConnection(false, false);
  renderApp('/');
  expect(screen.getAllByRole('status')).toContain(screen.getByText(OFFLINE_TEXT));
  setConnection(true);
  expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
});
