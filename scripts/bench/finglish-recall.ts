/**
 * How often a common word's usual Finglish spelling (test/fixtures/finglish-words.tsv, our own
 * list) puts the word among the first three Persian headwords suggest offers, over a store of
 * the Lilak word list's stems (every headword one entry, so no word is helped by being common).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFinglishIndex, spelledKeys } from '../../src/server/engine/index/finglish-index';
import { finglishSpellings } from '../../src/shared/persian/finglish-spellings';
import { exactKey } from '../../src/shared/persian/normalise';
import { lilakStems } from './lilak-stems';

export interface FinglishCase {
  readonly persian: string;
  readonly spelling: string;
}

/** Persian suggestions a reader reads at a glance. */
export const FIRST_FEW = 3;

export function finglishCases(): FinglishCase[] {
  const file = join(import.meta.dirname, '../../test/fixtures/finglish-words.tsv');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((line) => {
      const [persian = '', spellings = ''] = line.split('\t');
      return spellings.split(' ').map((spelling) => ({ persian, spelling }));
    });
}

/** Distinct exact keys in suggest's order when every headword has one entry: shorter, then by code unit. */
export function keysInSuggestOrder(words: Iterable<string>): string[] {
  const keys = [...new Set([...words].map((word) => exactKey(word)).filter((key) => key !== ''))];
  return keys.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

/** The Lilak stems and the list's own words (a dictionary holds them), as a store's keys. */
export function lilakStore(cases: readonly FinglishCase[]): string[] {
  return keysInSuggestOrder([...lilakStems(), ...cases.map((c) => c.persian)]);
}

/** The cases whose word is among the first `FIRST_FEW` Persian suggestions, and those that are not. */
export function finglishRecall(cases: readonly FinglishCase[], keys: readonly string[]) {
  const index = buildFinglishIndex(
    keys,
    Uint32Array.from(keys, (_, id) => id),
  );
  const missed: { readonly spelling: string; readonly persian: string; readonly offered: string[] }[] = [];
  for (const { persian, spelling } of cases) {
    const offered = spelledKeys(index, (id) => keys[id] ?? '', spelling, FIRST_FEW).map((id) => keys[id] ?? '');
    if (!offered.includes(exactKey(persian))) missed.push({ spelling, persian, offered });
  }
  return { found: cases.length - missed.length, missed };
}

/**
 * How many cases the app finds against another v3 service, which has no Finglish index: the word
 * among the spellings it looks up exactly (at most `FIRST_FEW`), whatever the store.
 */
export function spellingsRecall(cases: readonly FinglishCase[]): number {
  return cases.filter(({ persian, spelling }) =>
    finglishSpellings(spelling, FIRST_FEW).some((candidate) => exactKey(candidate) === exactKey(persian)),
  ).length;
}
