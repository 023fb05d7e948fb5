/**
 * Renders the whole app (routes, providers, layout) at an address, as src/web/entry-client.tsx does but with a
 * MemoryRouter and a fresh QueryClient whose queries do not retry. Shared by every web test.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useContext, useEffect } from 'react';
import {
  MemoryRouter,
  UNSAFE_NavigationContext,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { App } from '../../../src/web/app/app';
import { createQueryClient } from '../../../src/web/api/query-client';
import { setDefaultSettings, type ApiSettings } from '../../../src/web/connection/settings-store';
import type { ServiceCredits } from '../../../src/web/connection/service-credits';
import type { InterfaceLanguage } from '../../../src/shared/interface-language';
import { messagesEn } from '../../../src/web/i18n/messages-en';
import { messagesFa } from '../../../src/web/i18n/messages-fa';

export interface RenderAppOptions {
  /** Settings as the service's /config.json would give them (base URL of the test service, token). */
  readonly settings?: Partial<ApiSettings>;
  readonly queryClient?: QueryClient;
  /** Options for userEvent.setup (e.g. `advanceTimers` with fake timers). */
  readonly userOptions?: Parameters<typeof userEvent.setup>[0];
  /** The dictionaries' credits as the service's config hands them (none by default, as from a static host). */
  readonly credits?: ServiceCredits | undefined;
  /** The interface's language (Persian, the default, unless given). */
  readonly language?: InterfaceLanguage;
}

export interface RenderAppResult extends RenderResult {
  readonly user: UserEvent;
  readonly queryClient: QueryClient;
  /**
   * The address as the browser's address bar shows it (pathname, search, hash). A navigation
   * changes it at once, as pushState does, even while React still shows the old page because the
   * new one waits for a lazy chunk: reading it never races that transition.
   */
  readonly location: () => Location;
  /** Moves through history as the browser's Back (-1) and Forward (1) buttons do. */
  readonly go: (delta: number) => Promise<void>;
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
  const probe: { history?: object; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    // MemoryRouter's navigator is its history, which moves before the transition renders.
    const { navigator } = useContext(UNSAFE_NavigationContext);
    const navigate = useNavigate();
    useEffect(() => {
      probe.history = navigator;
      probe.navigate = navigate;
    });
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <App
        queryClient={queryClient}
        credits={options.credits}
        language={options.language ?? 'fa'}
        messages={options.language === 'en' ? messagesEn : messagesFa}
      />
      <RouterProbe />
    </MemoryRouter>,
  );
  return {
    ...result,
    user,
    queryClient,
    location: () => {
      const location: unknown = probe.history && Reflect.get(probe.history, 'location');
      if (!isLocation(location)) throw new Error('the router has not rendered');
      return location;
    },
    go: async (delta) => {
      const { navigate } = probe;
      if (!navigate) throw new Error('the router has not rendered');
      await act(async () => {
        await navigate(delta);
      });
    },
  };
}

function isLocation(value: unknown): value is Location {
  return typeof value === 'object' && value !== null && 'pathname' in value && 'search' in value;
}
