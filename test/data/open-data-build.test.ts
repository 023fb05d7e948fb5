/**
 * Reproducible: `npm run data:build` over the sources vendored under data/ gives, byte for byte,
 * the files data/built/ holds, and the embedded default imports every one of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BUILDERS } from '../../scripts/data/builders';
import { sourceReader } from '../../scripts/data/text-files';
import { OPEN_DICTIONARIES } from '../../src/server/dictionary/open-data';

const built = BUILDERS.flatMap(([, build]) => build(sourceReader('data')));

test('every built file is what its builder makes of the vendored sources', () => {
  for (const { path, text } of built) expect(text === readFileSync(join('data', path), 'utf8'), path).toBe(true);
}, 60_000);

test('data/built holds nothing a builder does not make, and the default imports all of it', () => {
  const made = built.map(({ path }) => path).sort();
  const held = readdirSync('data/built')
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => `built/${name}`)
    .sort();
  expect(held).toEqual(made);
  expect(OPEN_DICTIONARIES.map(({ file }) => file).filter((file) => file.startsWith('built/')).sort()).toEqual(made);
});
