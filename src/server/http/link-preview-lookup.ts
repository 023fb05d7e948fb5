import * as v from 'valibot';
import { wordEntrySchema } from '../../shared/wire/schemas';
import type { Engine } from '../engine/types';
import type { Proxy } from '../proxy/create-proxy';
import type { WordLookup } from './link-preview';
import type { RateLimiter } from './rate-limit';

/** The rate limiter's key for preview lookups: pages carry no token, so they share one bucket. */
const PREVIEW_BUCKET = Number.MIN_SAFE_INTEGER;

/**
 * How a word page finds its entry: from the upstream through the proxy's cache in proxy mode,
 * else from the engine. Page loads carry no token, so they draw from one shared rate bucket; an
 * empty bucket, missing data or a failing upstream just means the generic preview.
 */
export function wordLookup(
  engine: () => Engine | undefined,
  proxy: Proxy | undefined,
  limiter: RateLimiter,
): WordLookup {
  return async (db, title, num) => {
    if (!limiter.take(PREVIEW_BUCKET, null).ok) return undefined;
    if (proxy === undefined) return engine()?.word(title, db, num);
    try {
      const members = await proxy('word', { title, db, num: String(num) });
      const read = v.safeParse(wordEntrySchema, members['word']);
      return read.success ? read.output : undefined;
    } catch {
      return undefined;
    }
  };
}
