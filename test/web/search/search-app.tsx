/**
 * The whole app against the real v3 service (fixture dataset, random port), for the search
 * feature's tests. The service stops when the test finishes.
 */
import { onTestFinished } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import * as v from '../../../src/shared/wire/check';
import { searchBodySchema, suggestBodySchema } from '../../../src/shared/wire/schemas';
import { startService, type Service, type StartOptions } from '../../support/service/harness';
import { renderApp, type RenderAppOptions, type RenderAppResult } from '../../support/web/render-app';

export interface SearchApp extends RenderAppResult {
  readonly service: Service;
  /** How many requests of this operation the service has answered so far. */
  readonly calls: (op: 'search' | 'suggest' | 'word') => number;
}

export async function startTestService(options: StartOptions = {}): Promise<Service> {
  const service = await startService(options);
  onTestFinished(async () => {
    // Unmount first so no query is still talking to the service while it stops.
    cleanup();
    await service.stop();
  });
  return service;
}

export function settingsFor(service: Service) {
  return { baseUrl: `http://127.0.0.1:${service.port}`, token: service.token };
}

export async function renderSearchApp(
  url: string,
  options: StartOptions = {},
  userOptions?: RenderAppOptions['userOptions'],
): Promise<SearchApp> {
  const service = await startTestService(options);
  const app = renderApp(url, { settings: settingsFor(service), ...(userOptions ? { userOptions } : {}) });
  return { ...app, service, calls: (op) => callsOf(service, op) };
}

function callsOf(service: Service, op: string): number {
  return service.logs.filter((line) => {
    const entry: unknown = JSON.parse(line);
    const path = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'path') : undefined;
    return typeof path === 'string' && path.startsWith(`/v3/${op}?`);
  }).length;
}

/** The page's own content (the header holds a second, compact search box). */
export function mainRegion() {
  return within(screen.getByRole('main'));
}

/** What the service itself suggests for `q`: the expected list. */
export async function suggestionsOf(service: Service, q: string): Promise<string[]> {
  return v.parse(suggestBodySchema, (await service.call('suggest', { q })).body).data.suggestion;
}

/** What the service itself finds: the expected page. */
export async function searchOf(service: Service, params: Readonly<Record<string, string>>) {
  return v.parse(searchBodySchema, (await service.call('search', params)).body).data;
}

/** The app URL's query parameters now. */
export function paramsOf(app: RenderAppResult): URLSearchParams {
  return new URLSearchParams(app.location().search);
}

/** The searches the app asked the service, in order: q and type (a test's own requests have no type). */
export function searchesAsked(service: Service): { q: string | null; type: string | null }[] {
  return service.logs.flatMap((line) => {
    const entry: unknown = JSON.parse(line);
    const path = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'path') : undefined;
    if (typeof path !== 'string' || !path.startsWith('/v3/search?')) return [];
    const params = new URLSearchParams(path.slice('/v3/search?'.length));
    return params.get('type') === null ? [] : [{ q: params.get('q'), type: params.get('type') }];
  });
}
