/**
 * The boot script reads the app's modules where a page drawn by the service names them
 * (src/server/site/render-page.ts), or where the built shell announces its entry; on a drawn page
 * it starts them only once the page has been painted.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { afterFirstPaint, appModules } from '../../../src/web/app-start';
import { pageHtml } from '../../../src/server/site/render-page';
import type { PageRenderer } from '../../../src/server/site/server-entry';

const BOOT_TAG = '<script type="module" crossorigin src="/assets/boot-1.js"></script>';

function drawnPage(): string {
  const template =
    `<html><head><title>x</title>${BOOT_TAG}\n` +
    '    <link rel="modulepreload" crossorigin href="/assets/index-2.js" data-app />' +
    '</head><body><div id="root"></div></body></html>';
  const renderer = {
    template,
    font: undefined,
    style: undefined,
    boot: { tag: BOOT_TAG, text: '(function(){document.title="booted"})();', source: "'sha256-x'" },
    chunksOf: () => ['/assets/word-route-3.js', '/assets/sanitized-html-4.js'],
    stylesOf: () => [],
  } as unknown as PageRenderer;
  const page = {
    head: { title: 't', description: 'd', previewTitle: 't' },
    body: '<p>meaning</p>',
    stateScript: '',
    modules: ['src/web/app/word-route.tsx'],
    status: 200,
  } as unknown as Parameters<typeof pageHtml>[1];
  return pageHtml(renderer, page, 'http://127.0.0.1');
}

afterEach(() => {
  vi.useRealTimers();
});

test('a page drawn by the service lists the entry first, then its parts’ chunks, and fetches none up front', () => {
  const doc = new DOMParser().parseFromString(drawnPage(), 'text/html');
  expect(appModules(doc)).toEqual({
    modules: ['/assets/index-2.js', '/assets/word-route-3.js', '/assets/sanitized-html-4.js'],
    drawn: true,
  });
  expect(doc.querySelector('link[rel="modulepreload"]')).toBeNull();
  expect(doc.querySelector('link[rel="preload"]')).toBeNull();
});

test('a page drawn by the service carries the boot script in itself: no script file before its first paint', () => {
  const doc = new DOMParser().parseFromString(drawnPage(), 'text/html');
  const scripts = [...doc.querySelectorAll('script')];
  expect(scripts.map((script) => [script.src, script.type, script.textContent])).toEqual([
    ['', '', '(function(){document.title="booted"})();'],
  ]);
});

test('the app’s own shell announces its entry, which the boot script starts at once', () => {
  const doc = new DOMParser().parseFromString(
    '<head><link rel="modulepreload" crossorigin href="http://127.0.0.1/assets/index-2.js" data-app /></head>',
    'text/html',
  );
  expect(appModules(doc)).toEqual({ modules: ['http://127.0.0.1/assets/index-2.js'], drawn: false });
});

/** A window whose paints the test reports, on fake timers. */
function paintingWindow() {
  let report: ((names: string[]) => void) | undefined;
  class Observer {
    static readonly supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
    observe(): void {}
    disconnect(): void {}
  }
  const win = { setTimeout, PerformanceObserver: Observer } as unknown as Window & typeof globalThis;
  return { win, paint: (...names: string[]) => report?.(names) };
}

test('a drawn page’s app starts once its first contentful paint has been shown, and only once', () => {
  vi.useFakeTimers();
  const { win, paint } = paintingWindow();
  const start = vi.fn();
  afterFirstPaint(start, win);
  paint('first-paint');
  vi.advanceTimersByTime(100);
  expect(start).not.toHaveBeenCalled();
  paint('first-contentful-paint');
  vi.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(10_000);
  expect(start).toHaveBeenCalledTimes(1);
});

test('a drawn page never painted (a hidden tab) still gets its app a few seconds later', () => {
  vi.useFakeTimers();
  const { win } = paintingWindow();
  const start = vi.fn();
  afterFirstPaint(start, win);
  vi.advanceTimersByTime(2999);
  expect(start).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
});
