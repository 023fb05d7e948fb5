/**
 * localStorage that never throws: private modes, quotas and corrupt values read as "nothing
 * stored" rather than breaking the page.
 */
import { parseJsonOrUndefined } from '../../shared/json';

/** The stored text, or null when there is none (or the browser will not say). */
export function readText(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes text (undefined removes it). Returns false when the browser refused. */
export function writeText(key: string, value: string | undefined): boolean {
  try {
    if (value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The stored JSON value; undefined when there is none or it is not JSON. */
export function readStored(key: string): unknown {
  const raw = readText(key);
  return raw === null ? undefined : parseJsonOrUndefined(raw);
}

/** Writes a value as JSON (undefined removes it). Returns false when the browser refused. */
export function writeStored(key: string, value: unknown): boolean {
  return writeText(key, value === undefined ? undefined : JSON.stringify(value));
}
