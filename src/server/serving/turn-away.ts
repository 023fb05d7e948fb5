/**
 * What a 503 means between the service and its load balancer. A 503 is an answer to one request
 * that cannot be answered now — a token that cannot be checked while the shared store is away, a
 * search shed by the pool — and goes to the client as it is; the balancer must never leave a
 * replica out for it, or one client could empty the pool for everyone. A replica that cannot
 * serve at all (its data still loading) says so to a trusted proxy by closing the connection
 * unanswered: nginx counts that as a failed replica and asks the next one
 * (deploy/nginx/farhang.conf). A client that reaches the replica directly still gets the JSON 503.
 */
import type { IncomingMessage } from 'node:http';
import { plainAddress } from '../http/client-address';
import { HEALTH_PATHS } from '../api/health';

/** Closes the request's connection unanswered when a trusted proxy asks a replica that cannot serve; true when it did. */
export function turnAway(
  req: IncomingMessage,
  path: string,
  trusted: ReadonlySet<string>,
  serves: () => boolean,
): boolean {
  // The health paths are how a balancer or an operator learns why; they are always answered.
  if (HEALTH_PATHS.has(path) || serves()) return false;
  if (!trusted.has(plainAddress(req.socket.remoteAddress ?? ''))) return false;
  req.socket.destroy();
  return true;
}
