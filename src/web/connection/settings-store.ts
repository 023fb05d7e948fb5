/**
 * Where the app sends its requests: base URL, token and product. Defaults come from the runtime
 * config the service hands the app (`/config.json`); what the reader saves wins. The token lives
 * only here and in localStorage: never in a URL of the app, a query key or a log line.
 */
import { readStored, writeStored } from '../storage/local-storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';

export interface ApiSettings {
  /** '' means the app's own origin. No trailing slash. */
  readonly baseUrl: string;
  readonly token: string;
  readonly product: string;
}

export const DEFAULT_PRODUCT = 'farhang-web';
const STORAGE_KEY = 'farhang.settings.v1';

let defaults: ApiSettings = { baseUrl: '', token: '', product: DEFAULT_PRODUCT };
let saved: Partial<ApiSettings> = readSaved();
// While a server-rendered page hydrates, the app must ask what the server asked (the page's own
// config): what the reader saved applies from the moment hydration is done.
let savedHeld = false;
let current = merge();
const store = createExternalStore(() => current);

function readSaved(): Partial<ApiSettings> {
  const value = readStored(STORAGE_KEY);
  if (typeof value !== 'object' || value === null) return {};
  const out: { -readonly [K in keyof ApiSettings]?: string } = {};
  for (const key of ['baseUrl', 'token', 'product'] as const) {
    const field: unknown = Reflect.get(value, key);
    if (typeof field === 'string') out[key] = field;
  }
  return out;
}

function merge(): ApiSettings {
  if (savedHeld) return merged({}, defaults);
  return merged(saved, defaults);
}

function merged(saved: Partial<ApiSettings>, defaults: ApiSettings): ApiSettings {
  return {
    baseUrl: normaliseBaseUrl(saved.baseUrl ?? defaults.baseUrl),
    token: saved.token ?? defaults.token,
    product: saved.product || defaults.product || DEFAULT_PRODUCT,
  };
}

function publish(): void {
  current = merge();
  store.changed();
}

export function normaliseBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export function getSettings(): ApiSettings {
  return current;
}

/** Runtime defaults from the service; they never override what the reader saved. */
export function setDefaultSettings(next: Partial<ApiSettings>): void {
  defaults = { ...defaults, ...next };
  publish();
}

/** Until `releaseSavedSettings`, the settings are the runtime defaults alone (hydration). */
export function holdSavedSettings(): void {
  savedHeld = true;
  publish();
}

export function releaseSavedSettings(): void {
  if (!savedHeld) return;
  savedHeld = false;
  publish();
}

export function getDefaultSettings(): ApiSettings {
  return defaults;
}

export function saveSettings(next: Partial<ApiSettings>): void {
  saved = { ...saved, ...next };
  writeStored(STORAGE_KEY, saved);
  publish();
}

/** Forget what the reader saved: back to the service's defaults. */
export function resetSettings(): void {
  saved = {};
  writeStored(STORAGE_KEY, undefined);
  publish();
}

export function useSettings(): ApiSettings {
  return useExternalStore(store);
}

// Saved or cleared in another tab (`key` null: the reader cleared the site's data): this tab
// asks with the same settings from its next request.
globalThis.addEventListener?.('storage', (event) => {
  if (!(event instanceof StorageEvent) || (event.key !== STORAGE_KEY && event.key !== null)) return;
  saved = readSaved();
  publish();
});
