/**
 * The open sources vendored under data/ are as fetched and say where from: each folder's files
 * match its SHA256SUMS, its licence is beside them, and its README names the commit fetched, the
 * licence and whom to credit. WordNet's slice keeps WordNet's licence and copyright notice.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const SOURCES: readonly (readonly [string, readonly string[], RegExp])[] = [
  ['omw', ['wns/fas/LICENSE', 'wns/fas/citation.bib', 'wns/wikt/LICENSE', 'wns/arb/LICENSE'], /CC BY-SA 3\.0/],
  ['wiktionary-translations', ['LICENSE'], /Creative Commons Attribution-ShareAlike 3\.0/],
  ['persian-names', ['LICENSE'], /MIT/],
  ['persian-slang', ['LICENSE'], /MIT/],
  ['wechsel', ['LICENSE'], /CC BY-SA 3\.0/],
];

test.each(SOURCES)('data/%s: its files are as fetched, its licence beside them, its origin said', (folder, licences, licence) => {
  const dir = join('data', folder);
  const sums = readFileSync(join(dir, 'SHA256SUMS'), 'utf8').trim().split('\n');
  expect(sums.length).toBeGreaterThan(licences.length);
  for (const line of sums) {
    const [digest, file = ''] = line.split(/\s+/);
    expect(createHash('sha256').update(readFileSync(join(dir, file))).digest('hex'), file).toBe(digest);
  }
  for (const file of licences) expect(existsSync(join(dir, 'upstream', file)), file).toBe(true);
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  expect(readme).toMatch(/commit\s+`[0-9a-f]{40}`/);
  expect(readme).toMatch(licence);
});

test("WordNet's slice keeps WordNet's licence, its notice, and how it was made", () => {
  expect(readFileSync('data/wordnet/LICENSE', 'utf8')).toContain('WordNet 3.0 Copyright 2006 by Princeton University.');
  const readme = readFileSync('data/wordnet/README.md', 'utf8');
  expect(readme).toContain('npm run data:wordnet');
  expect(readme).toMatch(/wordnet-base.*1:3\.0-37/);
});
