import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { getSettings } from '../../../src/web/connection/settings-store';
import { renderApp } from '../../support/web/render-app';
import { renderSearchApp, settingsFor, startTestService } from '../search/search-app';

const ADVANCED = 'پیشرفته: سرویس، توکن و نام محصول';

/** The advanced part: a <details>, named by its summary. */
function advanced(): HTMLElement {
  return screen.getByRole('group', { name: ADVANCED });
}

/** The filters the app's searches sent the service, in order. */
function filtersAsked(logs: readonly string[]): (string | null)[] {
  return logs.flatMap((line) => {
    const entry: unknown = JSON.parse(line);
    const path = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'path') : undefined;
    if (typeof path !== 'string' || !path.startsWith('/v3/search?')) return [];
    return [new URLSearchParams(path.slice('/v3/search?'.length)).get('filter')];
  });
}

test('what a reader changes comes first; the service, token and product wait in a closed «advanced» part', async () => {
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings.slice(0, 2)).toEqual(['نمایش', 'فرهنگ‌های پیش‌فرض']);
  expect(advanced()).not.toHaveAttribute('open');
  // The reader's choices stand before it in the page; the service's fields are inside it.
  const light = screen.getByRole('radio', { name: 'روشن' });
  expect(light.compareDocumentPosition(advanced()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(advanced()).toContainElement(screen.getByLabelText('نشانی سرویس'));
  expect(advanced()).toContainElement(screen.getByLabelText('توکن'));
});

test('theme and text size take effect at once, on <html>, and the header button names the same theme', async () => {
  const { user } = renderApp('/settings');
  await user.click(await screen.findByRole('radio', { name: 'تیره' }));
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(screen.getByRole('banner')).toContainElement(
    screen.getByRole('button', { name: 'پوسته: تیره؛ با زدن، هماهنگ با سیستم' }),
  );
  await user.click(screen.getByRole('radio', { name: 'درشت‌تر' }));
  expect(document.documentElement).toHaveAttribute('data-text-size', 'larger');
  await user.click(screen.getByRole('radio', { name: 'معمولی' }));
  expect(document.documentElement).not.toHaveAttribute('data-text-size');
});

test('default dictionaries chosen and ordered in settings are what a search without a filter asks, in that order', async () => {
  const service = await startTestService();
  const { user, unmount } = renderApp('/settings', { settings: settingsFor(service) });
  const defaults = await screen.findByRole('region', { name: 'فرهنگ‌های پیش‌فرض' });
  expect(within(defaults).getByText('همهٔ فرهنگ‌ها، به ترتیب خودشان.')).toBeInTheDocument();
  await user.click(within(defaults).getByRole('checkbox', { name: 'معین' }));
  await user.click(within(defaults).getByRole('checkbox', { name: 'دهخدا' }));
  const up = within(defaults).getByRole('button', { name: 'بالاتر بردن دهخدا' });
  await user.click(up);
  const order = within(defaults).getByRole('list', { name: 'ترتیب فرهنگ‌های پیش‌فرض' });
  expect(
    within(order)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(['دهخدا', 'معین']);
  // The moved row keeps the focus (its up button is now disabled: the down one has it).
  expect(within(defaults).getByRole('button', { name: 'پایین‌تر بردن دهخدا' })).toHaveFocus();
  unmount();

  const { service: searched } = await renderSearchApp('/search?q=امید');
  const chips = within(await screen.findByRole('region', { name: 'فرهنگ‌ها' }));
  expect(chips.getByRole('button', { name: /^دهخدا/ })).toHaveAccessibleName('دهخدا اولویت ۱');
  expect(chips.getByRole('button', { name: /^معین/ })).toHaveAccessibleName('معین اولویت ۲');
  await screen.findByRole('region', { name: 'نتیجه‌ها' });
  expect(filtersAsked(searched.logs)).toContain('dehkhoda,moein');
  expect(filtersAsked(searched.logs)).not.toContain('');
});

test('a saved service address that answers nothing: the advanced part is open by itself, and «back to defaults» mends it', async () => {
  const service = await startTestService();
  const view = renderApp('/settings', { settings: settingsFor(service) });
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  await view.user.click(screen.getByText(ADVANCED));
  await view.user.clear(screen.getByLabelText('نشانی سرویس'));
  await view.user.type(screen.getByLabelText('نشانی سرویس'), 'http://127.0.0.1:9');
  await view.user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(getSettings().baseUrl).toBe('http://127.0.0.1:9');
  view.unmount();

  // Coming back (from an error's «settings» link, say), the way back is in sight at once.
  const utils = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  expect(advanced()).toHaveAttribute('open');
  await utils.user.click(screen.getByRole('button', { name: 'بازگشت به پیش‌فرض' }));
  expect(getSettings().baseUrl).toBe(settingsFor(service).baseUrl);
  expect(screen.getByLabelText('نشانی سرویس')).toHaveValue(settingsFor(service).baseUrl);
  expect(screen.getByText('تنظیمات به پیش‌فرض برگشت.')).toBeInTheDocument();
  utils.unmount();

  renderApp('/search?q=امید');
  expect(await screen.findByRole('region', { name: 'نتیجه‌ها' })).toBeInTheDocument();
});

test('the interface language is chosen here too: the page and the header’s theme button speak English at once', async () => {
  const { user } = renderApp('/settings');
  await user.click(await screen.findByRole('radio', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'فارسی' })).not.toBeChecked();
  expect(screen.getByRole('group', { name: 'Advanced: service, token and product' })).not.toHaveAttribute('open');
  expect(screen.getByRole('button', { name: 'Theme: follow the system; press for light' })).toBeInTheDocument();
  expect(screen.getByText('All dictionaries, in their own order.')).toBeInTheDocument();
  // Back to Persian, as the next test expects the interface to start.
  await user.click(screen.getByRole('radio', { name: 'فارسی' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'تنظیمات' })).toBeInTheDocument();
});
