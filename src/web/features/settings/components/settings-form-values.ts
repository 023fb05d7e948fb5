import { DEFAULT_PRODUCT, normaliseBaseUrl, type ApiSettings } from '../../../connection/settings-store';
import { refusedOrigin } from '../../../connection/api-origins';

/** Form values as typed; they become ApiSettings only through `toSettings`. */
export interface SettingsDraft {
  readonly baseUrl: string;
  readonly token: string;
  readonly product: string;
}

export function draftOf(settings: ApiSettings): SettingsDraft {
  return { baseUrl: settings.baseUrl, token: settings.token, product: settings.product };
}

/**
 * Why the typed base URL cannot be asked ('' = this origin, usable): no whole http(s) address, or
 * one this page may not connect to (connection/api-origins.ts).
 */
export function baseUrlProblem(value: string): 'incomplete' | { readonly notAllowed: string } | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'incomplete';
  } catch {
    // Not a URL at all: same answer as a wrong scheme.
    return 'incomplete';
  }
  const refused = refusedOrigin(trimmed);
  return refused === undefined ? undefined : { notAllowed: refused };
}

/**
 * The shape v3 services issue tokens in: a number, a dot, 40 Latin letters and digits (the public
 * service's `<5-digit number>.<40 alphanumerics>`, and this project's own).
 */
const TOKEN_SHAPE_RE = /^\d+\.[A-Za-z0-9]{40}$/;

/** True when a typed token cannot be one a v3 service issued (empty is no token, not a bad one). */
export function tokenLooksWrong(value: string): boolean {
  const token = value.trim();
  return token !== '' && !TOKEN_SHAPE_RE.test(token);
}

export function toSettings(draft: SettingsDraft): ApiSettings {
  return {
    baseUrl: normaliseBaseUrl(draft.baseUrl),
    token: draft.token.trim(),
    product: draft.product.trim() || DEFAULT_PRODUCT,
  };
}

/**
 * Only what differs from the service's defaults is saved, so a token the service later rotates in
 * its runtime config is not shadowed by a copy the reader never typed.
 */
export function changedFrom(defaults: ApiSettings, next: ApiSettings): Partial<ApiSettings> {
  const base = toSettings(draftOf(defaults));
  return {
    ...(next.baseUrl !== base.baseUrl ? { baseUrl: next.baseUrl } : {}),
    ...(next.token !== base.token ? { token: next.token } : {}),
    ...(next.product !== base.product ? { product: next.product } : {}),
  };
}
