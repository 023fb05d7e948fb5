/**
 * What the app asks for while it starts: the search box the home page focuses for the reader
 * loads nothing more, and a focus the reader gives it loads the results page's chunk, as before.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { useLinkPrefetch } from '../../../src/web/app/use-link-prefetch';
import { SEARCH_PAGE_PART } from '../../../src/web/app/routes/search';
import type * as LazyPart from '../../../src/web/parts/lazy-part';

type LazyPartModule = typeof LazyPart;

const loaded = vi.hoisted(() => [] as string[][]);
vi.mock('../../../src/web/parts/lazy-part', async (original) => ({
  ...(await original<LazyPartModule>()),
  loadParts: (parts: readonly string[]) => {
    loaded.push([...parts]);
    return Promise.resolve();
  },
}));

function Page() {
  useLinkPrefetch();
  return (
    <form role="search">
      <input aria-label="واژه" />
    </form>
  );
}

/** The browser's word on whether the reader has pressed, tapped or typed on the page yet. */
function activated(hasBeenActive: boolean): void {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
}

afterEach(() => {
  loaded.length = 0;
  Reflect.deleteProperty(navigator, 'userActivation');
});

test('the box focused as the app starts, before the reader did anything, loads no chunk', () => {
  activated(false);
  render(<Page />, {
    wrapper: ({ children }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
  });
  fireEvent.focusIn(screen.getByLabelText('واژه'));
  expect(loaded).toEqual([]);
});

test('the box focused once the reader has acted loads the results page’s chunk', () => {
  activated(true);
  render(<Page />, {
    wrapper: ({ children }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
  });
  fireEvent.focusIn(screen.getByLabelText('واژه'));
  expect(loaded).toEqual([[SEARCH_PAGE_PART]]);
});
