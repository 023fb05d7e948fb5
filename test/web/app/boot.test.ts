/**
 * The boot script reads the app's modules where a page drawn by the service names them
 * (src/server/site/render-page.ts), or where the built shell announces its entry.
 */
import { expect, test } from 'vitest';
import { appModules } from '../../../src/web/boot';
import { pageHtml } from '../../../src/server/site/render-page';
import type { PageRenderer } from '../../../src/server/site/page-renderer';

test('a page drawn by the service lists the entry first, then its parts’ chunks, for the boot script', () => {
  const template =
    '<html><head><title>x</title><script type="module" crossorigin src="/assets/boot-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/index-2.js" data-app />' +
    '</head><body><div id="root"></div></body></html>';
  const renderer = {
    template,
    font: undefined,
    style: undefined,
    chunksOf: () => ['/assets/word-route-3.js', '/assets/sanitized-html-4.js'],
  } as unknown as PageRenderer;
  const page = {
    head: { title: 't', description: 'd', previewTitle: 't' },
    body: '<p>meaning</p>',
    stateScript: '',
    modules: ['src/web/app/word-route.tsx'],
    status: 200,
  } as unknown as Parameters<typeof pageHtml>[1];
  const html = pageHtml(renderer, page, 'http://127.0.0.1');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(appModules(doc)).toEqual(['/assets/index-2.js', '/assets/word-route-3.js', '/assets/sanitized-html-4.js']);
  expect(doc.querySelector('link[rel="modulepreload"]')).toBeNull();
});

test('the app’s own shell announces its entry, which the boot script starts', () => {
  const doc = new DOMParser().parseFromString(
    '<head><link rel="modulepreload" crossorigin href="http://127.0.0.1/assets/index-2.js" data-app /></head>',
    'text/html',
  );
  expect(appModules(doc)).toEqual(['http://127.0.0.1/assets/index-2.js']);
});
