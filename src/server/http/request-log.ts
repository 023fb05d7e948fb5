import { redactTarget } from './query';

/** One line of the request log; the token is never part of it. */
export interface LogEntry {
  readonly time: Date;
  readonly method: string;
  /** The request target as received; the token pair is removed here. */
  readonly url: string;
  /** 0 for a request closed unanswered. */
  readonly status: number;
  readonly ms: number;
  /** The end user's address the client reported in `ip` ('' when none or invalid). */
  readonly ip: string;
  /** The peer's address, for when `ip` is not given. */
  readonly remote: string;
  readonly product: string;
  /** For a 500, or a request closed unanswered: why, for the operator only. */
  readonly error?: string;
}

const MAX_LOGGED_PATH = 2048;

/**
 * A JSON line. `secret` is the token as presented: any copy of it that reached an error text is
 * replaced too (short secrets are left alone; replacing one letter everywhere would garble the
 * line and a one-letter token protects nothing).
 */
export function formatLogLine(entry: LogEntry, secret?: string): string {
  const line = JSON.stringify({
    time: entry.time.toISOString(),
    method: entry.method,
    path: redactTarget(entry.url).slice(0, MAX_LOGGED_PATH),
    status: entry.status,
    ms: Math.round(entry.ms * 100) / 100,
    ip: entry.ip,
    remote: entry.remote,
    product: entry.product,
    ...(entry.error === undefined ? {} : { error: entry.error }),
  });
  if (secret === undefined || secret.length < 8) return line;
  const escaped = JSON.stringify(secret).slice(1, -1);
  return line.split(secret).join('[token]').split(escaped).join('[token]');
}
