import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A built web root (a bare shell and `entryServerSource` as its server entry) in a temporary
 * folder, so a contract test decides what the service's drawn pages hold; removed after the file.
 */
export function standInWebRoot(entryServerSource: string): string {
  const outside = mkdtempSync(join(tmpdir(), 'farhang-web-root-'));
  const root = join(outside, 'dist');
  mkdirSync(join(root, '.server'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Farhang</title><div id="root"></div>');
  writeFileSync(join(root, '.server', 'entry-server.js'), entryServerSource);
  // Registered before the file's own afterAll, so it runs after the service using it has stopped.
  afterAll(() => rmSync(outside, { recursive: true, force: true }));
  return root;
}
