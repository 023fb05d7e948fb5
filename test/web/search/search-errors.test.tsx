import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Engine } from '../../../src/server/ports/engine';
import { renderApp } from '../../support/web/render-app';
import { paramsOf, renderSearchApp, startTestService } from './search-app';

/** A service whose engine can be taken away (→ 503 with Retry-After) and given back. */
function switchable() {
  const state = { down: false };
  return { state, options: { engine: (real: Engine) => () => (state.down ? undefined : real) } };
}

test('an unavailable service is said in Persian, with a retry that works once it is back', async () => {
  const { state, options } = switchable();
  state.down = true;
  const view = await renderSearchApp('/search?q=آسمان', options);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('سرویس فعلاً در دسترس نیست');
  state.down = false;
  await view.user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByRole('region', { name: 'نتیجه‌ها' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a refused token leads to the settings page', async () => {
  const service = await startTestService();
  const view = renderApp('/search?q=آسمان', {
    settings: { baseUrl: `http://127.0.0.1:${service.port}`, token: '1.notavalidtokenatall' },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('توکن پذیرفته نشد');
  expect(within(alert).queryByRole('button', { name: 'تلاش دوباره' })).not.toBeInTheDocument();
  await view.user.click(within(alert).getByRole('link', { name: 'رفتن به تنظیمات' }));
  expect(view.location().pathname).toBe('/settings');
});

test('results already on screen stay when a later refresh fails', async () => {
  const { state, options } = switchable();
  const view = await renderSearchApp('/search?q=امید', options);
  const entries = async () => {
    const [list] = within(await screen.findByRole('region', { name: 'نتیجه‌ها' })).getAllByRole('list');
    return within(list ?? document.body)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };
  const before = await entries();
  expect(before.length).toBeGreaterThan(0);
  state.down = true;
  await view.queryClient.refetchQueries({ type: 'active' });
  expect(await screen.findByRole('alert')).toHaveTextContent('سرویس فعلاً در دسترس نیست');
  expect(await entries()).toEqual(before);
  expect(paramsOf(view).get('q')).toBe('امید');
});
