/**
 * What the reader sets on the options page: the service the popover asks and its token (by
 * default those the extension was built for, in its `defaults.json`), and the sites it is off on.
 * The service and token are kept in the local area, which the background closes to content
 * scripts where the browser can (Chromium): the token never reaches a page. The sites turned off
 * are in the sync area, which the content script reads.
 */
import { EXTENSION_DEFAULTS_FILE } from '../shared/extension-files';
import { platform } from './platform';

export interface ServiceSettings {
  /** The service's origin, no trailing slash. */
  readonly service: string;
  readonly token: string;
}

const SERVICE_KEY = 'service';
const OFF_KEY = 'offSites';

function settingsOf(value: unknown): Partial<ServiceSettings> {
  const service: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'service') : undefined;
  const token: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'token') : undefined;
  return {
    ...(typeof service === 'string' ? { service: service.trim().replace(/\/+$/, '') } : {}),
    ...(typeof token === 'string' ? { token } : {}),
  };
}

/** The built-in service and token: those of the service the extension was built for. */
export async function builtInSettings(): Promise<ServiceSettings> {
  try {
    const response = await fetch(platform().runtime.getURL(EXTENSION_DEFAULTS_FILE));
    const defaults = settingsOf(await response.json());
    return { service: defaults.service ?? '', token: defaults.token ?? '' };
  } catch {
    return { service: '', token: '' };
  }
}

/** The reader's service and token, over the built-in ones. */
export async function serviceSettings(): Promise<ServiceSettings> {
  const [built, stored] = await Promise.all([builtInSettings(), platform().storage.local.get(SERVICE_KEY)]);
  return { ...built, ...settingsOf(stored[SERVICE_KEY]) };
}

export async function saveServiceSettings(settings: ServiceSettings): Promise<void> {
  await platform().storage.local.set({ [SERVICE_KEY]: settingsOf(settings) });
}

/** The hosts the reader turned the extension off on. */
export async function offSites(): Promise<string[]> {
  const stored = (await platform().storage.sync.get(OFF_KEY))[OFF_KEY];
  return Array.isArray(stored) ? stored.filter((host): host is string => typeof host === 'string') : [];
}

export async function saveOffSites(hosts: readonly string[]): Promise<void> {
  const clean = [...new Set(hosts.map((host) => host.trim().toLowerCase()).filter((host) => host !== ''))];
  await platform().storage.sync.set({ [OFF_KEY]: clean });
}

/** Calls `changed` when the reader changes the sites turned off. */
export function onOffSitesChanged(changed: () => void): void {
  platform().storage.onChanged.addListener((changes, area) => {
    if (area === 'sync' && OFF_KEY in changes) changed();
  });
}
