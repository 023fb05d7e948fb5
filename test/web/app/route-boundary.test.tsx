import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { RouteBoundary } from '../../../src/web/app/route-boundary';
import { allowConsoleError } from '../../support/web/console-guard';
import { createTestQueryClient } from '../../support/web/render-app';

test('a page that fails to render shows a Persian message and a retry, never a blank page', async () => {
  allowConsoleError(/a broken page/);
  const state = { broken: true };
  function Page() {
    if (state.broken) throw new Error('a broken page');
    return <h1>صفحه درست شد</h1>;
  }
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <RouteBoundary>
          <Page />
        </RouteBoundary>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'چیزی درست کار نکرد' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'صفحهٔ نخست' })).toHaveAttribute('href', '/');
  state.broken = false;
  await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'صفحه درست شد' })).toBeInTheDocument();
});
