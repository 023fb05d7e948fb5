/**
 * What the app asks for while it starts: the search box the home page focuses for the reader
 * loads nothing more, and a focus the reader gives it loads the results page's chunk, as before.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { SEARCH_PAGE_PART } from '../../../src/web/app/pages/search/route';
import type * as LazyPart from '../../../src/web/parts/lazy-part';

const LAZY_PART = '../../../src/web/parts/lazy-part';
const loaded: string[][] = [];

/**
 * The page with the prefetching hook, its chunk loader recording what it is asked for. Web test
 * files share their modules (isolate: false), so the hook is imported afresh after the mock.
 */
async function renderPage(): Promise<void> {
  vi.resetModules();
  vi.doMock(LAZY_PART, async (original: () => Promise<typeof LazyPart>) => ({
    ...(await original()),
    loadParts: (parts: readonly string[]) => {
      loaded.push([...parts]);
      return Promise.resolve();
    },
  }));
  const { useLinkPrefetch } = await import('../../../src/web/app/use-link-prefetch');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  function Page() {
    useLinkPrefetch();
    return (
      <form role="search">
        <input aria-label="واژه" />
      </form>
    );
  }
  render(<Page />, {
    wrapper: ({ children }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
  });
}

/** The browser's word on whether the reader has pressed, tapped or typed on the page yet. */
function activated(hasBeenActive: boolean): void {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
}

afterEach(() => {
  loaded.length = 0;
  Reflect.deleteProperty(navigator, 'userActivation');
  vi.doUnmock(LAZY_PART);
  vi.resetModules();
});

test('the box focused as the app starts, before the reader did anything, loads no chunk', async () => {
  activated(false);
  await renderPage();
  fireEvent.focusIn(screen.getByLabelText('واژه'));
  expect(loaded).toEqual([]);
});

test('the box focused once the reader has acted loads the results page’s chunk', async () => {
  activated(true);
  await renderPage();
  fireEvent.focusIn(screen.getByLabelText('واژه'));
  expect(loaded).toEqual([[SEARCH_PAGE_PART]]);
});
