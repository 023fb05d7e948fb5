/**
 * The Persian headwords a Finglish query spells (`ketab` → «کتاب»), found against any v3 service:
 * its likeliest spellings (the shared spelling table, no store needed) looked up exactly, all at
 * once — one round trip, at most three lookups — and those found kept, likeliest first. Loaded on
 * demand with the table it carries.
 */
import type { QueryClient } from '@tanstack/react-query';
import { finglishSpellings } from '../../../../shared/persian/finglish-spellings';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { displayTitle } from '../../../text/text-lang';
import { exactPages } from './exact-pages';

/** Exact lookups one Finglish query may cost. */
export const SPELLED_LOOKUPS = 3;

/** A headword the service has for a spelling, as its dictionaries write it, and how many entries it has. */
export interface FoundSpelling {
  readonly spelling: string;
  readonly numFound: number;
}

/**
 * The headword a spelling found, as the dictionaries write it: an exact search folds «آ» to «ا»,
 * so `ab`'s spelling «اب» finds «آب», and the reader is offered «آب». The title most of the page's
 * entries carry wins; the first of them between equals.
 */
function writtenAs(results: readonly SearchResult[], spelling: string): string {
  const counts = new Map<string, number>();
  for (const result of results) {
    const title = displayTitle(result);
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  let best = spelling;
  let most = 0;
  for (const [title, count] of counts) {
    if (count > most) [best, most] = [title, count];
  }
  return best;
}

export async function findSpellings(
  queryClient: QueryClient,
  q: string,
  filter: string,
  rows: number,
): Promise<FoundSpelling[]> {
  const spellings = finglishSpellings(q, SPELLED_LOOKUPS);
  const answers = await exactPages(queryClient, spellings, filter, rows);
  const found = new Map<string, FoundSpelling>();
  spellings.forEach((spelling, index) => {
    const answer = answers[index];
    if (answer === undefined || answer.num_found === 0) return;
    const headword = writtenAs(answer.results, spelling);
    // Two spellings that fold to one key («اب», «آب») find the same entries: offered once.
    if (!found.has(headword)) found.set(headword, { spelling: headword, numFound: answer.num_found });
  });
  return [...found.values()];
}
