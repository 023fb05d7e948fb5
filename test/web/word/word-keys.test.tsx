import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

function renderWord(path: string) {
  return renderApp(path, { settings: web.settings });
}

test('c copies the link, b bookmarks the word — by physical key, so the Persian layout (ز, ذ) works too', async () => {
  const { user } = renderWord('/word/moein/امید/1');
  await screen.findByRole('article', { name: 'امید' });
  // The Persian layout: the C key types «ز».
  fireEvent.keyDown(document.body, { key: 'ز', code: 'KeyC' });
  expect(await screen.findByText('پیوند کپی شد')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(`${location.origin}/word/moein/امید/1`);
  await user.keyboard('[KeyB]');
  expect(await screen.findByRole('button', { name: 'برداشتن نشانک' })).toHaveAttribute('aria-keyshortcuts', 'B');
});

test('Alt+↓ and Alt+↑ go to the same word in the next and the previous dictionary', async () => {
  const { user, location } = renderWord('/word/moein/امید/1');
  const steps = await screen.findByRole('navigation', { name: 'همین واژه در فرهنگ پیشین و بعدی' });
  const next = within(steps).getByRole('link', { name: /فرهنگ بعدی/ });
  const previous = within(steps).getByRole('link', { name: /فرهنگ پیشین/ });
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  await expect.poll(() => location().pathname).toBe(next.getAttribute('href'));
  await screen.findByRole('article', { name: 'امید' });
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  await expect.poll(() => location().pathname).toBe(`/word/moein/${encodeURIComponent('امید')}/1`);
  expect(previous.getAttribute('href')).not.toBe(next.getAttribute('href'));
});

test('a reverse-dictionary hit opens with the searched words marked in the full meaning', async () => {
  const { user } = renderWord(`/word/amid/${encodeURIComponent('سلام')}/1?hl=${encodeURIComponent('هنگام دیدار')}`);
  const article = await screen.findByRole('article', { name: 'سلام' });
  expect(within(article).getByText('هنگام دیدار', { selector: 'mark' })).toBeInTheDocument();
  expect(within(article).getByText(/در این معنی نشان‌دار شده است/)).toBeInTheDocument();
  await user.click(within(article).getByRole('link', { name: 'برداشتن نشان' }));
  await expect.poll(() => within(article).queryByText('هنگام دیدار', { selector: 'mark' })).toBeNull();
});

test('keys typed into a field stay text there', async () => {
  const { user } = renderWord('/word/moein/امید/1');
  await screen.findByRole('article', { name: 'امید' });
  const box = screen.getAllByRole('combobox')[0]!;
  await user.type(box, 'bc');
  expect(box).toHaveValue('bc');
  expect(screen.queryByText('پیوند کپی شد')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'نشانک' })).toBeInTheDocument();
});
