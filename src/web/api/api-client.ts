/**
 * The one v3 client. Every call takes an AbortSignal, merges it with a timeout, parses the body as
 * `unknown` and validates it with the shared schema before anyone sees it. It throws only the
 * classes of errors.ts and never touches UI state. The token is added here, at send time.
 */
import type { V3Port } from '../../shared/render-port';
import * as v from '../../shared/wire/check';
import type { V3Operation } from '../../shared/wire/operations';
import { errorBodySchema } from '../../shared/wire/schemas';
import { HttpError, NetworkError, NotAllowedError, ResponseValidationError, TimeoutError } from './errors';
import { parseRetryAfter } from './retry-after';
import { getSettings, type ApiSettings } from '../connection/settings-store';
import { refusedOrigin } from '../connection/api-origins';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Settings to use instead of the saved ones (the settings page tests unsaved values). */
  readonly settings?: ApiSettings;
}

/** The request URL with the token; never shown, stored or logged by the app. */
function requestUrl(settings: ApiSettings, path: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams({
    ...params,
    token: settings.token,
    product: settings.product,
    prettyprint: 'false',
  });
  const base = settings.baseUrl || globalThis.location.origin;
  return `${base}/${path}?${query.toString()}`;
}

// Set by the server entry only: a page rendered on the server asks the service in-process.
let serverPort: V3Port | undefined;

/** The server entry's way to the service; in the browser every call goes over fetch. */
export function setServerPort(port: V3Port): void {
  serverPort = port;
}

export async function v3Get<TSchema extends v.GenericSchema>(
  method: V3Operation,
  params: Readonly<Record<string, string>>,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  if (serverPort !== undefined) return fromPort(serverPort, method, params, schema);
  const settings = options.settings ?? getSettings();
  return send(requestUrl(settings, `v3/${method}`, params), {}, schema, options);
}

/**
 * `POST /api/read`: the words of a text, the text as a `text/plain` body (a simple request: no
 * CORS preflight, and the text never enters an address); the token rides in the request's query
 * string as on every v3 call.
 */
export async function v3Read<TSchema extends v.GenericSchema>(
  text: string,
  params: Readonly<Record<string, string>>,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  if (serverPort !== undefined) return fromPort(serverPort, 'read', { ...params, text }, schema);
  const settings = options.settings ?? getSettings();
  const init: RequestInit = {
    method: 'POST',
    body: text,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  };
  return send(requestUrl(settings, 'api/read', params), init, schema, options);
}

/** A page drawn on the server asks the service in-process. */
async function fromPort<TSchema extends v.GenericSchema>(
  port: V3Port,
  method: Parameters<V3Port>[0],
  params: Readonly<Record<string, string>>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const reply = await port(method, params);
  return answerOf(reply.status, reply.body, parseRetryAfter(reply.retryAfter ?? null), schema);
}

async function send<TSchema extends v.GenericSchema>(
  url: string,
  init: RequestInit,
  schema: TSchema,
  options: RequestOptions,
): Promise<v.InferOutput<TSchema>> {
  // The browser would refuse it (the page's connect-src): said plainly, and nothing is sent.
  const refused = refusedOrigin(url);
  if (refused !== undefined) throw new NotAllowedError(refused);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, referrerPolicy: 'no-referrer', credentials: 'omit' });
  } catch (error) {
    throw toFetchError(error, timeout, timeoutMs);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (timeout.aborted) throw new TimeoutError(timeoutMs);
    if (signal.aborted) throw error;
    if (!response.ok) throw new HttpError(response.status, '', '', retryAfterOf(response));
    throw new ResponseValidationError(['the body is not JSON']);
  }

  return answerOf(response.status, body, retryAfterOf(response), schema);
}

/** The checked members of a 2xx answer, or the HttpError a non-2xx one is. */
function answerOf<TSchema extends v.GenericSchema>(
  status: number,
  body: unknown,
  retryAfterMs: number | undefined,
  schema: TSchema,
): v.InferOutput<TSchema> {
  if (status < 200 || status > 299) {
    const parsed = v.safeParse(errorBodySchema, body);
    const envelope = parsed.success ? parsed.output.response : undefined;
    throw new HttpError(status, envelope?.error ?? '', envelope?.message ?? '', retryAfterMs);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    throw new ResponseValidationError(
      parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`),
    );
  }
  return parsed.output;
}

function retryAfterOf(response: Response): number | undefined {
  return parseRetryAfter(response.headers.get('Retry-After'));
}

function toFetchError(error: unknown, timeout: AbortSignal, timeoutMs: number): unknown {
  if (timeout.aborted) return new TimeoutError(timeoutMs);
  // The caller's own abort (a newer keystroke, a page left) is a cancellation, not a failure.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new NetworkError({ cause: error });
}
