/**
 * A reading against a v3 service that has no `POST /api/read` (the reader's settings point at
 * another service): the same reading from the shared reading core, which asks one exact search per
 * distinct candidate title, in rounds. Each search goes through the query cache, so a title asked
 * for one text is not asked again for the next, and at most LOOKUPS_IN_FLIGHT are out at once, so
 * a long text does not flood the service.
 */
import type { QueryClient } from '@tanstack/react-query';
import { DB_NAMES, filterNames } from '../../../../shared/catalog';
import { exactLookups } from '../../../../shared/reading/exact-lookups';
import { readTextAsync } from '../../../../shared/reading/read-text';
import type { TextReading } from '../../../../shared/wire/read';
import { exactLookupOptions } from './exact-lookup-options';

/** Exact searches asked at the same time. */
export const LOOKUPS_IN_FLIGHT = 6;

/** The reading of `text` against the service at `baseUrl`, in the filter's dictionaries (none named: all). */
export function readElsewhere(
  client: QueryClient,
  baseUrl: string,
  text: string,
  filter: string,
): Promise<TextReading> {
  const named = filterNames(filter).named;
  const search = async (title: string) => (await client.fetchQuery(exactLookupOptions(baseUrl, title, filter))).results;
  return readTextAsync(text, named.length === 0 ? DB_NAMES : named, exactLookups(search, LOOKUPS_IN_FLIGHT));
}
