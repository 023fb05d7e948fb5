const MAX_WAIT_MS = 60_000;

/** Parses `Retry-After` (delay-seconds or an HTTP-date) into milliseconds, capped at a minute. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, MAX_WAIT_MS);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(date - now, 0), MAX_WAIT_MS);
}
