/**
 * A query may carry its own request time limit in `meta.timeoutMs` (a QueryClient can set it for
 * all queries through its defaults); otherwise the client's default applies. Tests use it to meet
 * a timeout in milliseconds instead of seconds.
 */
export function timeoutFromMeta(meta: Readonly<Record<string, unknown>> | undefined): number | undefined {
  const value = meta?.['timeoutMs'];
  return typeof value === 'number' && value > 0 ? value : undefined;
}
