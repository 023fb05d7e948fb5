import { LRUCache } from 'lru-cache';
import type { TokenStore } from '../../ports/token-store';
import { verdictOf, type StoredToken } from '../stored-token';
import { tokenId } from '../token-secret';
import { StateUnavailableError } from '../../ports/state-errors';
import type { TokenSource } from './pg-token-source';

/** How long cached tokens are trusted without a check that reached PostgreSQL (`--state-stale`). */
export const DEFAULT_STALE_SECONDS = 600;

export interface TokenCacheOptions {
  /** The pause between the end of one check of what changed and the start of the next, in ms. */
  readonly pollMs?: number;
  /** Past this many ms without a check that reached the store, cached answers are not used. */
  readonly staleMs?: number;
  readonly log?: (line: string) => void;
}

/** What /readyz says of the cache: checks succeed, fail (cached tokens served), or failed too long. */
export type CacheHealth = 'reachable' | 'unreachable' | 'expired';

export interface TokenCache {
  readonly verify: TokenStore['verify'];
  /** Forgets token `id`, or every token: it changed, or changes may have been missed. */
  drop(id?: number): void;
  health(): CacheHealth;
  close(): void;
}

// Unknown ids remembered at most; the least recently asked are forgotten first.
const MAX_UNKNOWN = 10_000;
// Rows changed this long before the last check are asked for again: commits are not in timestamp order.
const OVERLAP_MS = 2_000;

// The hash is kept decoded: a check then costs one SHA-256 and one compare.
type Cached = Omit<StoredToken, 'hash'> & { readonly hash: Buffer };

/**
 * Token checks without a database round trip on the hot path: rows by id, kept in memory (hashes
 * only) and dropped when a change is announced (`drop`) or the periodic check finds one. Tokens
 * that exist and ids that do not are kept apart, so made-up ids never push out a real token. A
 * miss asks the store once, however many requests wait for it. Answers are trusted for `staleMs`
 * after the last check that reached the store; after that every token is asked for again, so a
 * replica cut off from PostgreSQL answers 503 rather than honour a token revoked meanwhile.
 */
export function createTokenCache(source: TokenSource, options: TokenCacheOptions = {}): TokenCache {
  // Each row with the version (changed_at, in seconds) it was read at. Only real rows come here,
  // so this holds at most what the store holds.
  const known = new Map<number, { readonly row: Cached; readonly version: number }>();
  const unknown = new LRUCache<number, true>({ max: MAX_UNKNOWN });
  const asking = new Map<number, Promise<Cached | undefined>>();
  const log = options.log ?? (() => undefined);
  const staleMs = options.staleMs ?? DEFAULT_STALE_SECONDS * 1000;
  // Bumped at every drop: a row fetched before a drop may be stale and is not kept.
  let drops = 0;
  let reachable = true;
  let heardAt = Date.now();
  let since: Date | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const trusted = (): boolean => Date.now() - heardAt <= staleMs;

  const drop = (id?: number): void => {
    drops += 1;
    if (id === undefined) {
      known.clear();
      unknown.clear();
    } else {
      known.delete(id);
      unknown.delete(id);
    }
  };

  const check = async (): Promise<void> => {
    const from = since === undefined ? new Date(0) : new Date(since.getTime() - OVERLAP_MS);
    const { changes, now } = await source.changedSince(from);
    // The first check (or the first after none succeeded) cannot know what changed: start over.
    if (since === undefined) drop();
    since = now;
    for (const { id, version } of changes) {
      // Rows seen again in the overlap are kept when the cache already has that version; a row
      // being fetched may have been read before the change committed, so it is not kept.
      const cached = known.get(id);
      if ((cached !== undefined && cached.version < version) || unknown.has(id) || asking.has(id)) drop(id);
    }
    heardAt = Date.now();
    if (!reachable) log('state store reachable again');
    reachable = true;
  };

  // Each check starts a pause after the last one ended, so a slow store never has two at once.
  let expiredSaid = false;
  const run = async (): Promise<void> => {
    try {
      await check();
      expiredSaid = false;
    } catch (error) {
      if (reachable) log(`state store unreachable, serving cached tokens: ${String(error)}`);
      reachable = false;
      if (!trusted() && !expiredSaid) log(`state store unreachable for ${staleMs / 1000} s: cached tokens expired`);
      expiredSaid ||= !trusted();
    }
    if (closed) return;
    timer = setTimeout(() => void run(), options.pollMs ?? 500);
    timer.unref();
  };
  void run();

  const ask = (id: number): Promise<Cached | undefined> => {
    const pending = asking.get(id);
    if (pending !== undefined) return pending;
    const before = drops;
    const fetched = source
      .fetch(id)
      .then((found) => {
        const row = found === undefined ? undefined : { ...found, hash: Buffer.from(found.hash, 'hex') };
        if (drops === before) {
          if (row === undefined) unknown.set(id, true);
          else known.set(id, { row, version: found?.version ?? 0 });
        }
        return row;
      })
      .finally(() => asking.delete(id));
    asking.set(id, fetched);
    return fetched;
  };

  return {
    verify(presented) {
      const id = tokenId(presented);
      if (id === undefined) return { kind: 'invalid' };
      if (trusted()) {
        const cached = known.get(id);
        if (cached !== undefined) return verdictOf(id, cached.row, presented);
        if (unknown.get(id) === true) return verdictOf(id, undefined, presented);
      }
      return ask(id).then(
        (row) => verdictOf(id, row, presented),
        () => {
          throw new StateUnavailableError('the token store cannot be reached; try again shortly');
        },
      );
    },
    drop,
    health: () => (reachable ? 'reachable' : trusted() ? 'unreachable' : 'expired'),
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
