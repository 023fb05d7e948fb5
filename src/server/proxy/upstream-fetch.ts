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
  init: { signal: AbortSignal; headers: Record<string, string>; redirect: 'manual' },
) => Promise<Response>;

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code: unknown = typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' ? code : 'the connection failed';
}

/**
 * The body as UTF-8 text, or undefined once more than `limit` bytes have come: the stream is
 * cancelled then, so a huge or endless body is never held whole.
 */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | undefined> {
  if (body === null) return '';
  const reader = body.getReader();
  // As response.text() decodes: malformed bytes become U+FFFD, a leading BOM is dropped.
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > limit) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * An abort after `ms` with the reason AbortSignal.timeout gives, but on the global timers, so the
 * deadline can be tested on a fake clock.
 */
function deadline(ms: number): { readonly signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('no answer in time', 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
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
  const { signal, clear } = deadline(timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal,
      headers: { Accept: 'application/json' },
      // Never followed: a redirect would carry our upstream token to wherever it points.
      redirect: 'manual',
    });
    const retryAfter = response.headers.get('retry-after') ?? '';
    // An answer too large to be a v3 answer is read as none at all (→ our 500 for a 200); one that
    // says so is not read at all.
    if (Number(response.headers.get('content-length') ?? '0') > MAX_UPSTREAM_BYTES) {
      await response.body?.cancel();
      return { status: response.status, retryAfter, text: '' };
    }
    const text = await readCapped(response.body, MAX_UPSTREAM_BYTES);
    return { status: response.status, retryAfter, text: text ?? '' };
  } catch (error) {
    throw new UpstreamUnreachable(`upstream unreachable: ${describe(error)}`);
  } finally {
    clear();
  }
}
