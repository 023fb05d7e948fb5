/**
 * JSON in localStorage that never throws: private modes, quotas and corrupt values read as
 * "nothing stored" rather than breaking the page.
 */
export function readStored(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed;
  } catch {
    return undefined;
  }
}

/** Writes a value (undefined removes it). Returns false when the browser refused. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    if (value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
