/**
 * A reading against a v3 service that has no `POST /api/read` (the reader's settings point at
 * another service): the same words from the shared reading core, which asks one exact search per
 * distinct candidate title, in rounds. Each search goes through the query cache, so a title asked
 * for one text is not asked again for the next, and at most LOOKUPS_IN_FLIGHT are out at once, so
 * a long text does not flood the service.
 */
import type { QueryClient } from '@tanstack/react-query';
import { DB_NAMES, filterNames } from '../../../../shared/catalog';
import { firstSense } from '../../../../shared/reading/first-sense';
import { readTextAsync } from '../../../../shared/reading/read-text';
import type { Found, FoundEntry } from '../../../../shared/reading/reading-plan';
import type { ReadWord } from '../../../../shared/wire/read';
import { exactLookupOptions } from './exact-lookup-options';

/** Exact searches asked at the same time. */
export const LOOKUPS_IN_FLIGHT = 6;

async function lookUp(client: QueryClient, baseUrl: string, titles: readonly string[], filter: string): Promise<Found> {
  const found = new Map<string, readonly FoundEntry[]>();
  const waiting = [...titles];
  const worker = async () => {
    for (let title = waiting.shift(); title !== undefined; title = waiting.shift()) {
      const data = await client.fetchQuery(exactLookupOptions(baseUrl, title, filter));
      found.set(
        title,
        data.results.map(({ title: headword, db, num, text }) => ({
          title: headword,
          db,
          num,
          meaning: firstSense(text),
        })),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUPS_IN_FLIGHT, titles.length) }, worker));
  return found;
}

/** The words of `text` read against the service at `baseUrl`, in the filter's dictionaries (none named: all). */
export function readElsewhere(client: QueryClient, baseUrl: string, text: string, filter: string): Promise<ReadWord[]> {
  const named = filterNames(filter).named;
  return readTextAsync(text, named.length === 0 ? DB_NAMES : named, (titles) =>
    lookUp(client, baseUrl, titles, filter),
  );
}
