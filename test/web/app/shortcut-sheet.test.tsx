import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';

test('? opens the Persian shortcut sheet; Esc closes it and gives the focus back', async () => {
  const { user } = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  const settingsLink = screen.getByRole('link', { name: 'تنظیمات' });
  settingsLink.focus();
  await user.keyboard('?');
  const sheet = await screen.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
  for (const what of ['رفتن به کادر جست‌وجو', 'رفتن میان نتیجه‌ها', 'نشانک گذاشتن یا برداشتن (در صفحهٔ واژه)']) {
    expect(within(sheet).getByText(what)).toBeInTheDocument();
  }
  expect(within(sheet).getByRole('button', { name: 'بستن' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(settingsLink).toHaveFocus();
});

test('with the Persian layout the same key («؟», Shift+Slash) opens it too, and so does the header button', async () => {
  const { user } = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  fireEvent.keyDown(document.body, { key: '؟', code: 'Slash', shiftKey: true });
  const sheet = await screen.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
  await user.click(within(sheet).getByRole('button', { name: 'بستن' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'میان‌برهای صفحه‌کلید' }));
  expect(await screen.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' })).toBeInTheDocument();
});

test('? typed into the search box is text, not a shortcut', async () => {
  const { user } = renderApp('/');
  const box = await screen.findByRole('combobox');
  await user.type(box, 'چرا?');
  expect(box).toHaveValue('چرا?');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
