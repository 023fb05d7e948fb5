/**
 * A lazy part is named by its source module, as Vite's manifest names it, so the service can
 * announce its chunks: each name in the app must be a module that exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

test('every lazy part names a source module that exists', () => {
  const named = sources('src/web').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:lazyPart\(|_PART = )'([^']+)'/g)].map((match) => match[1] ?? ''),
  );
  expect(named.length).toBeGreaterThanOrEqual(9);
  for (const source of named) expect(existsSync(source), source).toBe(true);
});
