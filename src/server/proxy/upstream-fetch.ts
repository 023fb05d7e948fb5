/** What came back from the upstream service, before it is read as a v3 answer. */
export interface UpstreamReply {
  readonly status: number;
  /** The upstream's Retry-After header, unchecked ('' when absent). */
  readonly retryAfter: string;
  readonly text: string;
}

/** The upstream could not be asked at all: refused, reset, unresolvable, or too slow. */
export class UpstreamUnreachable extends Error {
  override readonly name = 'UpstreamUnreachable';
}

/** No v3 answer is this large (50 results or one long meaning); a larger one is not read whole. */
const MAX_UPSTREAM_BYTES = 4 * 1024 * 1024;

export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<Response>;

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code: unknown = typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' ? code : 'the connection failed';
}

/**
 * One GET to the upstream with a deadline covering headers and body alike. Only the status, the
 * Retry-After header and the body are kept: no upstream header is ever passed on as it came.
 * The error never names the URL, which carries the upstream token.
 */
export async function fetchUpstream(
  url: string,
  timeoutMs: number,
  fetchImpl: FetchLike = fetch,
): Promise<UpstreamReply> {
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json' },
    });
    const retryAfter = response.headers.get('retry-after') ?? '';
    // An answer too large to be a v3 answer is read as none at all (→ our 500 for a 200).
    if (Number(response.headers.get('content-length') ?? '0') > MAX_UPSTREAM_BYTES) {
      await response.body?.cancel();
      return { status: response.status, retryAfter, text: '' };
    }
    const text = await response.text();
    return { status: response.status, retryAfter, text: text.length > MAX_UPSTREAM_BYTES ? '' : text };
  } catch (error) {
    throw new UpstreamUnreachable(`upstream unreachable: ${describe(error)}`);
  }
}
