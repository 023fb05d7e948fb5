import { createServer as createHttpServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { answerRefusal, lingerThenCut, refusalOf } from '../api/client-error';
import { timeOutBody } from '../http/request-body';
import { encodeConnection, type EncodedConnection } from '../http/encoded-connection';
import { clientGroup, plainAddress, trustedProxies } from '../http/client-address';
import { SERVER_DEFAULTS, type ServerOptions } from './server-options';

/** What the cap needs of a socket. */
interface CappedSocket {
  readonly remoteAddress?: string | undefined;
  destroy(): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Closes a new socket at once when its client (an IPv4 address, an IPv6 /64) already holds `max`
 * (docs/v3-contract.md §10.5), so one client's idle sockets never fill `maxConnections` for everyone.
 */
export function capPerClient(max: number, trusted: ReadonlySet<string>): (socket: CappedSocket) => boolean {
  const open = new Map<string, number>();
  return (socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '');
    if (max <= 0 || trusted.has(peer)) return true;
    const address = clientGroup(peer);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return false;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
    return true;
  };
}

/**
 * Every connection reaches Node's parser through a TargetEncoder (raw UTF-8 in a request line
 * becomes percent-encoding first; docs/decisions/010-utf8-raw-targets.md), and whatever Node
 * refuses is answered with the v3 error envelope instead of Node's empty-bodied one.
 */
function wireConnections(server: Server, admit: (socket: Socket) => boolean): void {
  const [parse] = server.listeners('connection');
  if (parse === undefined) throw new Error('node:http registered no connection listener');
  server.removeListener('connection', parse as (socket: Socket) => void);
  const connections = new WeakMap<Duplex, EncodedConnection>();
  server.on('connection', (socket: Socket) => {
    if (!admit(socket)) return;
    connections.set(
      socket,
      encodeConnection(socket, (connection) => parse.call(server, connection)),
    );
  });

  // The latest answer on each connection, so a refusal is written after it, not into it.
  const latest = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    if (res.socket !== null) latest.set(res.socket, res);
  });
  const refused = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node reports every later chunk on a failed parser again; one answer is enough.
    if (refused.has(socket)) return;
    refused.add(socket);
    const connection = connections.get(socket);
    connection?.discard();
    const inFlight = latest.get(socket);
    // A body still arriving when time is up belongs to a request the app holds: its own answer is
    // the 408 (with its log line and counters), and the connection closes after it.
    const waiting = inFlight !== undefined && !inFlight.headersSent && !inFlight.req.complete;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && waiting && timeOutBody(inFlight.req)) {
      lingerThenCut(socket);
      return;
    }
    answerRefusal(socket, refusalOf(error, connection?.encoder.lineBytes ?? 0), inFlight);
  });
}

/** An HTTP server with explicit limits, so a slow or endless client cannot hold a socket. Not yet listening. */
export function createServer(app: RequestListener, options: ServerOptions = {}): Server {
  const settings = { ...SERVER_DEFAULTS, ...options };
  const server = createHttpServer(
    {
      headersTimeout: settings.headersTimeout,
      requestTimeout: settings.requestTimeout,
      keepAliveTimeout: settings.keepAliveTimeout,
      maxHeaderSize: settings.maxHeaderSize,
      connectionsCheckingInterval: settings.connectionsCheckingInterval,
    },
    app,
  );
  server.maxConnections = settings.maxConnections;
  wireConnections(server, capPerClient(settings.maxClientConnections, trustedProxies(settings.trustProxy)));
  return server;
}

/** Starts listening; resolves with the real address (port 0 → the port the system chose). */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error): void => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('server has no TCP address'));
      else resolve(address);
    });
  });
}

/** `http://host:port`, with brackets round an IPv6 host. */
export function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Stops accepting connections and lets requests in flight finish; idle kept-alive connections
 * are closed at once, and anything still open after `graceMs` is cut.
 */
export function close(server: Server, graceMs = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
