import type { ServerResponse } from 'node:http';
import type { Engine } from '../ports/engine';
import type { Proxy } from '../ports/upstream';
import { sendJson } from './envelope';

/** What the process knows of itself beyond the data: set by the command that composes it. */
export interface Readiness {
  /** A stop was asked for: the load balancer should send nothing new. */
  readonly stopping: boolean;
  /** The token and count store: the embedded file, or a server that answers, or not (for too long). */
  readonly state: 'embedded' | 'reachable' | 'unreachable' | 'expired';
}

export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

const STATE_SAID = {
  embedded: 'embedded',
  reachable: 'reachable',
  // Still ready: known tokens are checked from the cache; only unknown ones get a 503.
  unreachable: 'unreachable; serving cached tokens',
  // Past --state-stale: every token is a 503 until the store answers; pages are still served.
  expired: 'unreachable; cached tokens expired',
} as const;

/** The replica has what it answers from: its data loaded, or an upstream to proxy to. */
export function hasData(deps: { engine(): Engine | undefined; readonly proxy?: Proxy }): boolean {
  return deps.proxy !== undefined || deps.engine() !== undefined;
}

/**
 * `/healthz`: the process answers. `/readyz`: 200 when data is loaded (or proxied) and no stop
 * was asked for, else 503 — what a load balancer asks before sending requests here.
 */
export function answerHealth(
  res: ServerResponse,
  path: string,
  deps: { engine(): Engine | undefined; readonly proxy?: Proxy; readiness?(): Readiness },
): void {
  if (path === '/healthz') {
    sendJson(res, 200, JSON.stringify({ status: 'ok' }), { 'Cache-Control': 'no-store' });
    return;
  }
  const readiness = deps.readiness?.() ?? { stopping: false, state: 'embedded' };
  const data = deps.proxy !== undefined ? 'proxied' : deps.engine() === undefined ? 'loading' : 'loaded';
  const ready = hasData(deps) && !readiness.stopping;
  const body = { ready, data, state: STATE_SAID[readiness.state], stopping: readiness.stopping };
  sendJson(res, ready ? 200 : 503, JSON.stringify(body), { 'Cache-Control': 'no-store' });
}
