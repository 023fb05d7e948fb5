import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { precacheOf, withPrecache, type BuiltFile } from '../../../../scripts/build/precache-list';

const BUILD: BuiltFile[] = [
  { fileName: 'index.html', content: '<!doctype html>' },
  { fileName: 'sw.js', content: 'self.addEventListener("fetch", () => {})' },
  { fileName: 'assets/word-route-B2.js', content: 'export const w = 1' },
  { fileName: 'assets/index-A1.js', content: 'console.log(1)' },
  { fileName: 'assets/index-A1.js.map', content: '{}' },
  { fileName: 'assets/vazirmatn-arabic-C3.woff2', content: new Uint8Array([0, 1, 2]) },
  { fileName: 'icons/icon-192.png', content: new Uint8Array([137, 80, 78, 71]) },
  { fileName: '.well-known/secret', content: 'x' },
];

test('every built file the app needs is listed as a site path, sorted; maps, dotfiles and the worker are not', () => {
  expect(precacheOf(BUILD, 'sw.js').files).toEqual([
    '/assets/index-A1.js',
    '/assets/vazirmatn-arabic-C3.woff2',
    '/assets/word-route-B2.js',
    '/icons/icon-192.png',
    '/index.html',
  ]);
});

test('the version follows the contents: same build, same version; any changed byte, a new one', () => {
  const version = precacheOf(BUILD, 'sw.js').version;
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  expect(precacheOf([...BUILD].reverse(), 'sw.js').version).toBe(version);
  const icon = BUILD.map((file) =>
    file.fileName === 'icons/icon-192.png' ? { ...file, content: new Uint8Array([137, 80, 78, 72]) } : file,
  );
  expect(precacheOf(icon, 'sw.js').version).not.toBe(version);
  const renamed = BUILD.map((file) =>
    file.fileName === 'assets/index-A1.js' ? { ...file, fileName: 'assets/index-Z9.js' } : file,
  );
  expect(precacheOf(renamed, 'sw.js').version).not.toBe(version);
  // The worker itself is not part of its own version (it is rewritten with the version inside).
  const worker = BUILD.map((file) => (file.fileName === 'sw.js' ? { ...file, content: 'changed' } : file));
  expect(precacheOf(worker, 'sw.js').version).toBe(version);
});

test('a file name that could break out of the worker source is refused', () => {
  for (const fileName of ['assets/a"b.js', 'assets/a b.js', 'assets/a\\b.js', 'icons/نماد.png']) {
    expect(() => precacheOf([{ fileName, content: '' }], 'sw.js'), fileName).toThrow(/cannot precache/);
  }
});

test('the worker script sees the list as FARHANG_BUILD and leaves no names in the global scope', () => {
  const precache = precacheOf(BUILD, 'sw.js');
  const scope: Record<string, unknown> = {};
  runInNewContext(withPrecache('var leaked = 1; globalThis.seen = FARHANG_BUILD;', precache), scope);
  expect(scope['seen']).toEqual(precache);
  expect(scope).not.toHaveProperty('leaked');
  expect(scope).not.toHaveProperty('FARHANG_BUILD');
});
