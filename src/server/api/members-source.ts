/**
 * Where a v3 answer's members come from, for the API and for the pages the service draws alike:
 * the upstream when proxying, else the engine (503 while none is loaded), with the searches that
 * can take long on the pool, queued as the asking client's (docs/v3-contract.md §10.6).
 */
import type { ServerResponse } from 'node:http';
import { WAIT_STARTING_S } from '../../shared/wire/waits';
import { ApiError } from '../ports/api-error';
import type { Engine } from '../ports/engine';
import type { SearchFrom, SearchPool } from '../ports/search-pool';
import type { Proxy, ProxyMembers } from '../ports/upstream';
import type { Call } from './operations';
import type { Credits } from '../../shared/credits';
import type { Example } from '../../shared/wire/word-extras';

/** What answers a call: the engine, or the upstream through the proxy; the pool for heavy searches. */
export interface MembersDeps {
  engine(): Engine | undefined;
  /** When set, the members come from an upstream v3 service through this proxy, not the engine. */
  readonly proxy?: Proxy;
  /** When set, meaning and like searches (and texts) run on its worker threads (decision 018). */
  readonly searchPool?: SearchPool;
  /** The credits in effect once the data is in (none for a proxy): which dictionaries hold samples. */
  credits?(): Credits | undefined;
  /**
   * Beside a proxy: a headword's examples from our own shipped corpora (data/examples/), which the
   * upstream knows nothing of, so a text's words carry one without another upstream call.
   */
  readonly examplesOf?: (headword: string) => readonly Example[];
}

/** The engine, or the 503 every operation answers while the dictionary data is being loaded. */
export function loadedEngine<T>(engine: T | undefined): T {
  if (engine !== undefined) return engine;
  throw new ApiError('unavailable', 'the dictionary data is being loaded; try again shortly', {
    'Retry-After': String(WAIT_STARTING_S),
  });
}

/** The members of `call`, asked by `from` (its client's turn in the pool's queue, its hang-up). */
export function membersSource(
  deps: MembersDeps,
  from: SearchFrom,
): (call: Call) => ProxyMembers | Promise<ProxyMembers> {
  const { proxy } = deps;
  if (proxy !== undefined) return (call) => call.fromProxy(proxy, deps.examplesOf);
  const engine = loadedEngine(deps.engine());
  return (call) => call.fromEngine(engine, deps.searchPool, from);
}

/** Who asks through `res`: `client`'s turn in the queue, given back if they hang up before the answer. */
export function askedBy(res: ServerResponse, client: string): SearchFrom {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  return { client, signal: gone.signal };
}
