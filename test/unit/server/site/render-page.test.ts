/**
 * A drawn page's stylesheets: the app's in place of the template's link, then each of its parts',
 * all inside the page (no stylesheet to fetch before the first paint), each part's beside a link
 * of a type no browser fetches that names its file for the app's loader (inline-assets.ts).
 */
import { expect, test } from 'vitest';
import { pageHtml } from '../../../../src/server/site/render-page';
import type { PageRenderer } from '../../../../src/server/site/server-entry';
import type { RenderedPage } from '../../../../src/shared/render-port';

const STYLE_TAG = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
const partLink = (file: string) => `<link rel="stylesheet" type="text/x-carried-css" href="${file}" />`;

function drawn(parts: PageRenderer['stylesOf']): string {
  const renderer = {
    template: `<html><head><title>x</title>${STYLE_TAG}</head><body><div id="root"></div></body></html>`,
    font: undefined,
    boot: undefined,
    style: { tag: STYLE_TAG, text: '.app{}', source: "'sha256-a'" },
    chunksOf: () => [],
    stylesOf: parts,
  } as unknown as PageRenderer;
  const page = {
    head: { title: 't', description: 'd', previewTitle: 't' },
    body: '<p>meaning</p>',
    stateScript: '',
    modules: ['src/web/app/pages/word/word-page.tsx'],
    status: 200,
  } as unknown as RenderedPage;
  return pageHtml(renderer, page, 'http://127.0.0.1');
}

test('a page carries the app’s stylesheet, then each of its parts’, each beside the link naming its file', () => {
  const html = drawn(() => [
    { tag: partLink('/assets/word-page-2.css'), text: '.tense{}', source: "'sha256-b'" },
    { tag: partLink('/assets/band-label-3.css'), text: '.band{}', source: "'sha256-c'" },
  ]);
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  expect(head.match(/<style>[^<]*<\/style>|<link rel="stylesheet"[^>]*>/g)).toEqual([
    '<style>.app{}</style>',
    '<style>.tense{}</style>',
    partLink('/assets/word-page-2.css'),
    '<style>.band{}</style>',
    partLink('/assets/band-label-3.css'),
  ]);
});

test('a part’s stylesheet that cannot go inside <style> is linked, and a page without parts carries the app’s alone', () => {
  expect(drawn(() => ['/assets/odd-4.css'])).toContain(
    '<style>.app{}</style>\n    <link rel="stylesheet" crossorigin href="/assets/odd-4.css" />',
  );
  const home = drawn(() => []);
  expect(home.match(/<style>|rel="stylesheet"/g)).toEqual(['<style>']);
});
