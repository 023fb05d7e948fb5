import type { IncomingMessage } from 'node:http';
import type { WordEntry } from '../../shared/wire/schemas';
import type { Engine } from '../ports/engine';
import type { Proxy } from '../ports/upstream';
import type { WordLookup } from './link-preview';
import { clientKey, SHARED_TOTAL_FACTOR } from '../api/fair-share';
import type { RateLimiter, RateVerdict } from '../ports/rate-limiter';

/** The rate limiter's key for page renders and preview lookups: pages carry no token, so they share one bucket (split per client). */
export const PAGE_BUCKET = 'pages';

/**
 * Takes a page render or preview lookup from `client`'s share of the page bucket, then from the
 * total of all clients (docs/v3-contract.md §10.2): one client's flood empties its own share.
 */
export async function admitPageFor(
  limits: { readonly limiter: RateLimiter; readonly defaultRate: number },
  client: string,
): Promise<RateVerdict> {
  const own = await limits.limiter.consume(clientKey(PAGE_BUCKET, client), limits.defaultRate);
  if (!own.ok) return own;
  return limits.limiter.consume(PAGE_BUCKET, limits.defaultRate * SHARED_TOTAL_FACTOR);
}

/** How long a page waits for the upstream before it goes out with the generic tags. */
const PREVIEW_WAIT_MS = 1_500;

/** The entry from the proxy, or undefined when it fails or is slower than a page may wait. */
async function fromProxy(proxy: Proxy, title: string, db: string, num: number): Promise<WordEntry | undefined> {
  let stop = (): void => undefined;
  const late = new Promise<undefined>((done) => {
    const timer = setTimeout(() => done(undefined), PREVIEW_WAIT_MS);
    stop = () => clearTimeout(timer);
  });
  // The fetch goes on after a timeout and fills the cache for the reader's own /v3/word call.
  const asked = proxy('word', { title, db, num: String(num) }).then(
    (members) => ('word' in members ? members.word : undefined),
    () => undefined,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    stop();
  }
}

/**
 * How a word page finds its entry: from the upstream through the proxy's cache in proxy mode,
 * else from the engine. Page loads carry no token, so they draw from the shared page bucket; an
 * empty bucket, missing data or a failing upstream just means the generic preview.
 */
export function wordLookup(
  engine: () => Engine | undefined,
  proxy: Proxy | undefined,
  limits: { readonly limiter: RateLimiter; readonly defaultRate: number },
  clientOf: (req: IncomingMessage | undefined) => string = () => '',
): WordLookup {
  return async (db, title, num, from) => {
    if (!(await admitPageFor(limits, clientOf(from))).ok) return undefined;
    if (proxy !== undefined) return fromProxy(proxy, title, db, num);
    try {
      return engine()?.word(title, db, num);
    } catch {
      // A page still loads when its preview cannot be had; the app reports the real error.
      return undefined;
    }
  };
}
