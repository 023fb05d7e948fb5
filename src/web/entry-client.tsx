/**
 * Start-up, in order: clean a pasted token out of the address, set the theme (no inline script:
 * the CSP forbids it), fetch the service's runtime config (briefly: a missing one never blocks),
 * then render. The first query therefore already carries the configured token.
 */
import './styles/fonts.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { registerServiceWorker } from './lib/service-worker-registration';
import { initTheme } from './lib/theme';
import { stripTokenFromAddress } from './lib/url-token';

const CONFIG_WAIT_MS = 1500;

async function start(): Promise<void> {
  stripTokenFromAddress();
  initTheme();
  await loadRuntimeConfig(AbortSignal.timeout(CONFIG_WAIT_MS));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App queryClient={createQueryClient()} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
registerServiceWorker();
