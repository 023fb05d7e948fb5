/**
 * The Persian headwords a Finglish query spells (`ketab` → «کتاب»), found against any v3 service:
 * its likeliest spellings (the shared spelling table, no store needed) looked up exactly, all at
 * once — one round trip, at most three lookups — and those found kept, likeliest first. Loaded on
 * demand with the table it carries.
 */
import type { QueryClient } from '@tanstack/react-query';
import { finglishSpellings } from '../../../../shared/persian/finglish-spellings';
import { exactPages } from './exact-pages';

/** Exact lookups one Finglish query may cost. */
export const SPELLED_LOOKUPS = 3;

/** A spelling the service has as a headword, and how many entries it has. */
export interface FoundSpelling {
  readonly spelling: string;
  readonly numFound: number;
}

export async function findSpellings(
  queryClient: QueryClient,
  q: string,
  filter: string,
  rows: number,
): Promise<FoundSpelling[]> {
  const spellings = finglishSpellings(q, SPELLED_LOOKUPS);
  const answers = await exactPages(queryClient, spellings, filter, rows);
  return spellings.flatMap((spelling, index) => {
    const numFound = answers[index]?.num_found ?? 0;
    return numFound > 0 ? [{ spelling, numFound }] : [];
  });
}
