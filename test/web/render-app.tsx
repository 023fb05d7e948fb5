/**
 * Renders the whole app (routes, providers, layout) at an address, as main.tsx does but with a
 * MemoryRouter and a fresh QueryClient whose queries do not retry. Shared by every web test.
 */
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { App } from '../../src/web/app/app';
import { createQueryClient } from '../../src/web/lib/query-client';
import { setDefaultSettings, type ApiSettings } from '../../src/web/lib/settings-store';

export interface RenderAppOptions {
  /** Settings as the service's /config.json would give them (base URL of the test service, token). */
  readonly settings?: Partial<ApiSettings>;
  readonly queryClient?: QueryClient;
  /** Options for userEvent.setup (e.g. `advanceTimers` with fake timers). */
  readonly userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderAppResult extends RenderResult {
  readonly user: UserEvent;
  readonly queryClient: QueryClient;
  /** Where the router is now (pathname, search, hash). */
  readonly location: () => Location;
}

/** The app's own client and policy, less retries: a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

export function renderApp(url: string, options: RenderAppOptions = {}): RenderAppResult {
  if (options.settings) setDefaultSettings(options.settings);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const user = userEvent.setup(options.userOptions);
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <App queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return {
    ...result,
    user,
    queryClient,
    location: () => {
      if (!current) throw new Error('the router has not rendered');
      return current;
    },
  };
}
