import { screen, within, waitFor } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

function renderSettings() {
  return renderApp('/settings');
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], values: { base?: string; token?: string }) {
  if (values.base !== undefined) {
    await user.clear(screen.getByLabelText('نشانی سرویس'));
    await user.type(screen.getByLabelText('نشانی سرویس'), values.base);
  }
  if (values.token !== undefined) {
    await user.clear(screen.getByLabelText('توکن'));
    await user.type(screen.getByLabelText('توکن'), values.token);
  }
}

test('every field has a label; the page says which service is asked now (this origin by default)', async () => {
  renderSettings();
  expect(await screen.findByRole('heading', { level: 1, name: 'تنظیمات' })).toBeInTheDocument();
  expect(screen.getByLabelText('نشانی سرویس')).toHaveValue('');
  expect(screen.getByLabelText('توکن')).toHaveValue('');
  expect(screen.getByLabelText('نام محصول')).toHaveValue('farhang-web');
  expect(screen.getByText(location.origin)).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('تنظیمات | فرهنگ'));
});

test('the token is masked until the reader asks to see it', async () => {
  const { user } = renderSettings();
  const token = await screen.findByLabelText('توکن');
  expect(token).toHaveAttribute('type', 'password');
  const toggle = screen.getByRole('button', { name: 'نمایش توکن' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(token).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(token).toHaveAttribute('type', 'password');
});

test('test connection with the unsaved values: the real service answers', async () => {
  const { user } = renderSettings();
  await screen.findByLabelText('نشانی سرویس');
  await fillForm(user, { base: web.settings.baseUrl, token: web.settings.token });
  await user.click(screen.getByRole('button', { name: 'آزمایش اتصال' }));
  expect(await screen.findByText('اتصال برقرار است')).toBeInTheDocument();
  // Testing saves nothing.
  expect(localStorage.length).toBe(0);
});

test('test connection with a wrong token: the real service says 401, shown as a Persian report', async () => {
  const { user } = renderSettings();
  await screen.findByLabelText('نشانی سرویس');
  await fillForm(user, { base: web.settings.baseUrl, token: '1.wrongwrongwrongwrongwrongwrongwrongwrong' });
  await user.click(screen.getByRole('button', { name: 'آزمایش اتصال' }));
  expect(await screen.findByText('توکن پذیرفته نشد')).toBeInTheDocument();
  expect(screen.getByText(/این توکن را نمی‌شناسد/)).toBeInTheDocument();
});

test('a failed connection test in the English interface is told in English', async () => {
  const { user } = renderApp('/settings', { language: 'en' });
  const base = await screen.findByLabelText('Service address');
  await user.clear(base);
  await user.type(base, web.settings.baseUrl);
  await user.type(screen.getByLabelText('Token'), '1.wrongwrongwrongwrongwrongwrongwrongwrong');
  await user.click(screen.getByRole('button', { name: 'Test connection' }));
  expect(await screen.findByText('Token not accepted')).toBeInTheDocument();
  expect(
    screen.getByText('The service answered, but it does not know this token. Check the token.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('توکن پذیرفته نشد')).not.toBeInTheDocument();
});

test('an incomplete base URL is refused in Persian before anything is sent', async () => {
  const { user } = renderSettings();
  await screen.findByLabelText('نشانی سرویس');
  await fillForm(user, { base: 'localhost:8080' });
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText(/باید کامل باشد و با http:\/\/ یا https:\/\/ آغاز شود/)).toBeInTheDocument();
  expect(screen.getByLabelText('نشانی سرویس')).toHaveAttribute('aria-invalid', 'true');
  expect(localStorage.length).toBe(0);
});

test('saving keeps the settings, clears every cached answer, and the next page uses them', async () => {
  const { user, queryClient } = renderSettings();
  const oldAnswer = ['word', 'entry', { baseUrl: 'http://old.example' }];
  queryClient.setQueryData(oldAnswer, { stale: true });
  await screen.findByLabelText('نشانی سرویس');
  await fillForm(user, { base: `${web.settings.baseUrl}/`, token: web.settings.token });
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText('تنظیمات ذخیره شد.')).toBeInTheDocument();
  expect(queryClient.getQueryData(oldAnswer)).toBeUndefined();
  // The trailing slash is dropped; the token stays out of every address.
  expect(screen.getByLabelText('نشانی سرویس')).toHaveValue(web.settings.baseUrl);
  expect(screen.getByText(web.settings.baseUrl)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'فرهنگ' }));
  await user.type(screen.getByRole('combobox'), 'امید{Enter}');
  expect(await screen.findAllByRole('link', { name: /امید/ })).not.toHaveLength(0);
});

test('saved settings are there after a reload', async () => {
  const view = renderSettings();
  await screen.findByLabelText('نشانی سرویس');
  await fillForm(view.user, { base: 'https://dict.example', token: 'secret-token' });
  await view.user.clear(screen.getByLabelText('نام محصول'));
  await view.user.type(screen.getByLabelText('نام محصول'), 'my-app');
  await view.user.click(screen.getByRole('button', { name: 'ذخیره' }));
  await screen.findByText('تنظیمات ذخیره شد.');
  view.unmount();
  renderSettings();
  expect(await screen.findByLabelText('نشانی سرویس')).toHaveValue('https://dict.example');
  expect(screen.getByLabelText('توکن')).toHaveValue('secret-token');
  expect(screen.getByLabelText('نام محصول')).toHaveValue('my-app');
});

test('back to defaults forgets what was saved and shows the defaults again', async () => {
  const { user } = renderApp('/settings', { settings: { baseUrl: web.settings.baseUrl, token: web.settings.token } });
  await screen.findByLabelText('نشانی سرویس');
  await fillForm(user, { base: 'https://other.example', token: 'typed' });
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  await screen.findByText('تنظیمات ذخیره شد.');
  await user.click(screen.getByRole('button', { name: 'بازگشت به پیش‌فرض' }));
  expect(await screen.findByText('تنظیمات به پیش‌فرض برگشت.')).toBeInTheDocument();
  expect(screen.getByLabelText('نشانی سرویس')).toHaveValue(web.settings.baseUrl);
  expect(screen.getByLabelText('توکن')).toHaveValue(web.settings.token);
  expect(localStorage.length).toBe(0);
});

test('the settings link in the header leads here and is marked as the current page', async () => {
  const { user } = renderApp('/');
  const nav = screen.getByRole('navigation', { name: 'پیوندهای اصلی' });
  await user.click(within(nav).getByRole('link', { name: 'تنظیمات' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'تنظیمات' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'تنظیمات' })).toHaveAttribute('aria-current', 'page');
});

test('a token in a shape no v3 service issues is marked while typing, with the shape shown', async () => {
  const { user } = renderSettings();
  const token = await screen.findByLabelText('توکن');
  await user.type(token, '12345.abc');
  expect(token).toHaveAttribute('aria-invalid', 'true');
  expect(token).toHaveAccessibleDescription(/این شکل توکن نیست.*۴۰ حرف و رقم لاتین/);
  await user.type(token, 'd'.repeat(37));
  expect(token).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(/این شکل توکن نیست/)).not.toBeInTheDocument();
  await user.type(token, ' x');
  expect(token).toHaveAttribute('aria-invalid', 'true');
});

test('a connection result is cleared as soon as a field changes', async () => {
  const { user } = renderSettings();
  await screen.findByLabelText('نشانی سرویس');
  await fillForm(user, { base: web.settings.baseUrl, token: web.settings.token });
  await user.click(screen.getByRole('button', { name: 'آزمایش اتصال' }));
  expect(await screen.findByText('اتصال برقرار است')).toBeInTheDocument();
  await user.type(screen.getByLabelText('نام محصول'), 'x');
  expect(screen.queryByText('اتصال برقرار است')).not.toBeInTheDocument();
});
