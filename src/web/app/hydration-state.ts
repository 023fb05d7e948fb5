/**
 * The state a server-rendered page hands the browser in its `<script type="application/json">`
 * block: the service's config (so nothing waits for /config.json), the queries the server asked
 * (TanStack Query's dehydrated state, so the browser asks none of them again), the lazy parts the
 * page holds. Errors travel as plain fields and become the client's own error classes again, so
 * a 404 page hydrates as the 404 it was drawn as.
 */
import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { appConfigSchema, type AppConfig } from '../../shared/app-config';
import { PAGE_STATE_ID, scriptSafeJson, type PostedForm } from '../../shared/render-port';
import * as v from '../../shared/wire/check';
import { HttpError } from '../api/errors';

export interface PageState {
  readonly config: AppConfig;
  readonly queries: DehydratedState;
  /** Source modules of the lazy parts rendered (parts/lazy-part.tsx). */
  readonly parts: readonly string[];
  /** The form the page was posted with, which the browser draws the page from again. */
  readonly posted?: PostedForm | undefined;
}

const ERROR_KIND = 'farhang:http-error';

interface WireError {
  readonly kind: typeof ERROR_KIND;
  readonly status: number;
  readonly errorWord: string;
  readonly serviceMessage: string;
  readonly retryAfterMs?: number | undefined;
}

/** The page's state element, its text safe inside <script> whatever a meaning holds. */
export function pageStateScript(state: PageState): string {
  // A query's hash is its key again (a reading's key holds its whole text): the browser makes it.
  const queries = state.queries.queries.flatMap(({ queryHash: _hash, ...query }): unknown[] => {
    const { error } = query.state;
    if (error === null || error === undefined) return [query];
    // Only an answer of the service is worth handing on; anything else the browser asks again.
    if (!(error instanceof HttpError)) return [];
    const wire: WireError = {
      kind: ERROR_KIND,
      status: error.status,
      errorWord: error.errorWord,
      serviceMessage: error.serviceMessage,
      retryAfterMs: error.retryAfterMs,
    };
    return [{ ...query, state: { ...query.state, error: wire, fetchFailureReason: wire } }];
  });
  const json = scriptSafeJson({ ...state, queries: { ...state.queries, queries } });
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

const wireErrorSchema = v.object({
  kind: v.literal(ERROR_KIND),
  status: v.number(),
  errorWord: v.string(),
  serviceMessage: v.string(),
  retryAfterMs: v.optional(v.number()),
});

function revive(value: unknown): unknown {
  const parsed = v.safeParse(wireErrorSchema, value);
  if (!parsed.success) return value;
  const { status, errorWord, serviceMessage, retryAfterMs } = parsed.output;
  return new HttpError(status, errorWord, serviceMessage, retryAfterMs);
}

const stateSchema = v.object({
  config: appConfigSchema,
  queries: v.object({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) }),
  parts: v.array(v.string()),
  posted: v.optional(v.object({ text: v.string(), refused: v.optional(v.boolean()) })),
});

/** The state of the page the browser was handed, or undefined (a cached shell, a static host). */
export function readPageState(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(stateSchema, raw);
  if (!parsed.success) return undefined;
  const queries = parsed.output.queries.queries.map((query: unknown) => {
    if (typeof query !== 'object' || query === null) return query;
    const key: unknown = Reflect.get(query, 'queryKey');
    const hashed = Array.isArray(key) ? { ...query, queryHash: hashKey(key) } : query;
    const state: unknown = Reflect.get(query, 'state');
    if (typeof state !== 'object' || state === null) return hashed;
    const error = revive(Reflect.get(state, 'error'));
    return { ...hashed, state: { ...state, error, fetchFailureReason: error } };
  });
  // The dehydrated state is TanStack Query's own shape, which hydrate() reads for itself.
  const dehydrated = { queries, mutations: [] } as unknown as DehydratedState;
  const { config, parts, posted } = parsed.output;
  return { config, parts, queries: dehydrated, posted };
}
