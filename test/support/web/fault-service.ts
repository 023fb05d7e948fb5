/**
 * MSW stands in for a faulty v3 service at FAULT_BASE: only to inject what the real service will
 * not do on demand (401/403/5xx, Retry-After, silence, broken JSON). Happy paths use the real one.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SearchResult } from '../../../src/shared/wire/schemas';

export const FAULT_BASE = 'http://faults.test';
export const FAULT_SETTINGS = { baseUrl: FAULT_BASE, token: '1.faultsfaultsfaultsfaultsfaultsfaultsfaul' } as const;

/**
 * The fault service for one test file: listening for the whole file, refusing any request no
 * handler takes, and back to no handlers after each test.
 */
export function faultServerForFile() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

type Method = 'word' | 'search' | 'suggest';

/** A v3 error answer's body, as the service writes it. */
export function v3ErrorBody(status: number, error: string, message: string): JsonBodyType {
  return { response: { status: false, code: status, error, message, state: null }, meta: {} };
}

export function v3Error(method: Method, status: number, error: string, message: string, headers?: HeadersInit) {
  const body = v3ErrorBody(status, error, message);
  return http.get(`${FAULT_BASE}/v3/${method}`, () => HttpResponse.json(body, { status, headers }));
}

export function v3Ok(method: Method, body: JsonBodyType) {
  return http.get(`${FAULT_BASE}/v3/${method}`, () => HttpResponse.json(body));
}

/** A service that takes the request and never answers (until the client gives up). */
export function v3Silent(method: Method) {
  return http.get(`${FAULT_BASE}/v3/${method}`, () => new Promise<never>(() => undefined));
}

/** 200 with a body that is not JSON at all. */
export function v3Garbled(method: Method) {
  return http.get(
    `${FAULT_BASE}/v3/${method}`,
    () => new HttpResponse('{"response": {"status": tr', { headers: { 'Content-Type': 'application/json' } }),
  );
}

export function wordBody(entry: { title: string; db: string; source: string; text: string; pron?: string }) {
  return {
    response: { status: true, code: 200, state: null },
    meta: { word: entry.title, title: entry.title, num: '1', db: entry.db },
    word: { id: `${entry.db}_1`, title_en: '', pron: entry.pron ?? '', ...entry },
  };
}

/** An exact search's answer with these results (none: nothing found), of `total` in all. */
export function searchBody(q: string, results: readonly SearchResult[] = [], total = results.length) {
  return {
    response: { status: true, code: 200, state: null },
    meta: { q, type: 'exact', filter: '', start: '0', rows: '50' },
    data: { num_found: total, results },
  };
}
