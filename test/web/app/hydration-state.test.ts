/**
 * The state a drawn page hands the browser holds each query's key once: a reading's key is its
 * whole text, and its hash would have been that text again. The browser makes the hash itself, so
 * the query it hydrates is the one the page asks for.
 */
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { pageStateScript, readPageState } from '../../../src/web/app/hydration-state';

const TEXT = 'کتاب‌ها را خواندم '.repeat(200);
const KEY = ['read', TEXT, ['moein']];

function drawn(): string {
  const server = new QueryClient();
  server.setQueryData(KEY, { words: [{ start: 0, end: 7 }] });
  return pageStateScript({
    config: { apiBase: '', token: 'app-token', product: 'farhang-web' },
    queries: dehydrate(server),
    parts: [],
  });
}

test('a reading’s text is in the page’s state once, however long it is', () => {
  const script = drawn();
  expect(script.split(TEXT.trim()).length - 1).toBe(1);
});

test('the browser finds the drawn reading under its own key, with no request asked again', () => {
  document.body.innerHTML = drawn();
  const state = readPageState();
  if (state === undefined) throw new Error('the page holds no state');
  const browser = new QueryClient();
  hydrate(browser, state.queries);
  expect(browser.getQueryData(KEY)).toEqual({ words: [{ start: 0, end: 7 }] });
  expect(browser.getQueryCache().find({ queryKey: KEY, exact: true })?.state.status).toBe('success');
});
