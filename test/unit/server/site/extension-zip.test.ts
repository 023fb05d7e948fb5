import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { extensionZips } from '../../../../src/server/site/extension-zip';
import { unzip } from '../../../../scripts/browser/unzip';

const root = mkdtempSync(join(tmpdir(), 'farhang-zip-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('the zip holds the template’s files and defaults naming this service and its token; none without a template', async () => {
  const zips = extensionZips(root);
  await expect(zips('https://farhang.example', 'T')).resolves.toBeUndefined();
  mkdirSync(join(root, '.extension', 'popover'), { recursive: true });
  writeFileSync(join(root, '.extension', 'manifest.json'), '{"manifest_version":3}');
  writeFileSync(join(root, '.extension', 'popover', 'popover.html'), '<!doctype html>'.repeat(50));
  // A template built for another service: its defaults never travel.
  writeFileSync(join(root, '.extension', 'defaults.json'), '{"service":"https://elsewhere.example"}');
  const files = unzip((await extensionZips(root)('https://farhang.example', 'T')) ?? Buffer.alloc(0));
  expect([...files.keys()]).toEqual(['manifest.json', 'popover/popover.html', 'defaults.json']);
  expect(files.get('popover/popover.html')?.toString()).toBe('<!doctype html>'.repeat(50));
  expect(JSON.parse(files.get('defaults.json')?.toString() ?? '')).toEqual({
    service: 'https://farhang.example',
    token: 'T',
  });
});
