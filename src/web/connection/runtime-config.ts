/**
 * The service that serves the app hands it defaults at `/config.json` (base URL, token, product),
 * so a first visit works with no token typed by hand. A missing or odd config is not fatal: the
 * app then starts with its built-in defaults and the settings page.
 */
import { APP_CONFIG_PATH, readAppConfig, type AppConfig } from '../../shared/app-config';
import { setAllowedOrigins } from './api-origins';
import { setDefaultSettings } from './settings-store';

/** The service's config in force: its defaults, and the origins its pages let the app ask. */
export function applyConfig(config: AppConfig): void {
  const { apiBase, token, product } = config;
  setDefaultSettings({ baseUrl: apiBase, token, ...(product ? { product } : {}) });
  setAllowedOrigins(config.apiOrigins);
}

/** Takes the service's defaults; the config, or undefined when there is none to read. */
export async function loadRuntimeConfig(signal?: AbortSignal): Promise<AppConfig | undefined> {
  try {
    const response = await fetch(APP_CONFIG_PATH, { signal, cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return undefined;
    const config = readAppConfig(await response.json());
    if (config !== undefined) applyConfig(config);
    return config;
  } catch {
    // Offline or served without the service: the built-in defaults stand.
    return undefined;
  }
}
