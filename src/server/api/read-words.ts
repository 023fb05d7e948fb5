/**
 * The words of a text from the engine (on the search pool when there is one), or through the proxy from another v3 service: one exact
 * search per distinct candidate headword (cached and coalesced by the proxy like any search), in
 * rounds so a word's unlikelier readings are asked only when its likelier ones are not headwords.
 */
import type { DbName } from '../../shared/catalog';
import { firstSense } from '../../shared/reading/first-sense';
import type { Found, FoundEntry } from '../../shared/reading/reading-plan';
import { readTextAsync } from '../../shared/reading/read-text';
import type { ReadWord } from '../../shared/wire/read';
import type { Engine } from '../ports/engine';
import { ApiError, RETRY_AFTER_SECONDS } from '../ports/api-error';
import type { Proxy } from '../ports/upstream';
import type { SearchFrom, SearchPool } from '../pool/search-pool';
import { readInPool } from './pool-search';
import { MAX_ROWS } from './operation-params';

/** Exact searches sent upstream at once for one text: the upstream limits our token too. */
const UPSTREAM_AT_ONCE = 8;

export interface ReadSource {
  engine(): Engine | undefined;
  readonly proxy?: Proxy;
  /** When set, the text is read on its worker threads, in turn with the searches there. */
  readonly searchPool?: SearchPool;
}

/** One exact search upstream: the entries of every dictionary of the filter whose headword has the title's key. */
async function exactEntries(proxy: Proxy, title: string, filter: string): Promise<FoundEntry[]> {
  const members = await proxy('search', { q: title, type: 'exact', filter, start: '0', rows: String(MAX_ROWS) });
  if (!('data' in members) || !('results' in members.data)) return [];
  return members.data.results.map(({ title: found, db, num, text }) => ({
    title: found,
    db,
    num,
    meaning: firstSense(text),
  }));
}

/** Titles looked up upstream, a few at a time. */
function upstreamLookup(proxy: Proxy, filter: string): (titles: readonly string[]) => Promise<Found> {
  return async (titles) => {
    const found = new Map<string, readonly FoundEntry[]>();
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let at = next++; at < titles.length; at = next++) {
        const title = titles[at] ?? '';
        found.set(title, await exactEntries(proxy, title, filter));
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPSTREAM_AT_ONCE, titles.length) }, worker));
    return found;
  };
}

/** Every word of `text` with its headwords in `dbs`: 503 while no data is loaded. */
export async function readWords(
  text: string,
  dbs: readonly DbName[],
  source: ReadSource,
  from?: SearchFrom,
): Promise<readonly ReadWord[]> {
  if (source.proxy !== undefined) return readTextAsync(text, dbs, upstreamLookup(source.proxy, dbs.join(',')));
  const engine = source.engine();
  if (engine === undefined) {
    throw new ApiError('unavailable', 'the dictionary data is being loaded; try again shortly', {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  return source.searchPool === undefined ? engine.read(text, dbs) : readInPool(source.searchPool, text, dbs, from);
}
