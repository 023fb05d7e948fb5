/**
 * The words of a text from the engine (on the search pool when there is one), or through the
 * proxy from another v3 service: one exact search per distinct candidate headword (cached and
 * coalesced by the proxy like any search), in rounds so a word's unlikelier readings are asked
 * only when its likelier ones are not headwords.
 */
import type { DbName } from '../../shared/catalog';
import { exactLookups } from '../../shared/reading/exact-lookups';
import { readTextAsync } from '../../shared/reading/read-text';
import type { TextReading } from '../../shared/wire/read';
import type { Proxy } from '../ports/upstream';
import type { SearchFrom } from '../ports/search-pool';
import { loadedEngine, type MembersDeps } from './members-source';
import { readInPool } from './pool-search';
import { MAX_ROWS } from './operation-params';

/** Exact searches sent upstream at once for one text: the upstream limits our token too. */
const UPSTREAM_AT_ONCE = 8;

/** One exact search upstream: the entries of every dictionary of the filter whose headword has the title's key. */
async function exactResults(proxy: Proxy, title: string, filter: string) {
  const members = await proxy('search', { q: title, type: 'exact', filter, start: '0', rows: String(MAX_ROWS) });
  return 'data' in members && 'results' in members.data ? members.data.results : [];
}

/** The reading of `text` in `dbs`: 503 while no data is loaded. */
export async function readWords(
  text: string,
  dbs: readonly DbName[],
  source: MembersDeps,
  from?: SearchFrom,
): Promise<TextReading> {
  if (source.proxy !== undefined) {
    const { proxy } = source;
    const filter = dbs.join(',');
    return readTextAsync(
      text,
      dbs,
      exactLookups((title) => exactResults(proxy, title, filter), UPSTREAM_AT_ONCE),
    );
  }
  const engine = loadedEngine(source.engine());
  return source.searchPool === undefined ? engine.read(text, dbs) : readInPool(source.searchPool, text, dbs, from);
}
