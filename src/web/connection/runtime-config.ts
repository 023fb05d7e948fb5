/**
 * The service that serves the app hands it defaults at `/config.json` (base URL, token, product),
 * so a first visit works with no token typed by hand. A missing or odd config is not fatal: the
 * app then starts with its built-in defaults and the settings page.
 */
import * as v from '../../shared/wire/check';
import { setDefaultSettings } from './settings-store';

const runtimeConfigSchema = v.object({
  apiBase: v.optional(v.string(), ''),
  token: v.optional(v.string(), ''),
  product: v.optional(v.string()),
});

export async function loadRuntimeConfig(signal?: AbortSignal): Promise<void> {
  try {
    const response = await fetch('/config.json', { signal, cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return;
    const parsed = v.safeParse(runtimeConfigSchema, await response.json());
    if (!parsed.success) return;
    const { apiBase, token, product } = parsed.output;
    setDefaultSettings({ baseUrl: apiBase, token, ...(product ? { product } : {}) });
  } catch {
    // Offline or served without the service: the built-in defaults stand.
  }
}
