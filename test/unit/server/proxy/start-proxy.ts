/**
 * A Farhang in proxy mode, in-process on a random port: our own tokens (`--token` style, in
 * memory), no data of its own, every /v3 call answered from `upstream` with `upstreamToken`. Its
 * request log lines and the operator's upstream notes are kept for assertions. Shared by the
 * proxy and link-preview contract tests.
 */
import type { AddressInfo } from 'node:net';
import { withExtraTokens } from '../../../../src/server/cli/extra-tokens';
import { createApp } from '../../../../src/server/serving/app';
import { createMemoryLimiter } from '../../../../src/server/state/memory-limiter';
import { close, createServer, listen } from '../../../../src/server/serving/server';
import type { WebOptions } from '../../../../src/server/site/web-app';
import { createProxy, type ProxyStats } from '../../../../src/server/proxy/create-proxy';
import { shippedExamples } from '../../../../src/server/dictionary/examples';
import { queryString, rawRequest, type Reply, type RequestInit } from '../../../support/service/harness';

export interface RunningProxy {
  readonly port: number;
  /** The token our clients use at the proxy. */
  readonly token: string;
  readonly logs: string[];
  /** What the proxy told its operator about upstream failures. */
  readonly problems: string[];
  readonly stats: ProxyStats;
  request(target: string, init?: RequestInit): Promise<Reply>;
  call(op: 'search' | 'word' | 'suggest', params?: Readonly<Record<string, string>>): Promise<Reply>;
  stop(): Promise<void>;
}

export interface ProxyStart {
  readonly upstream: string;
  readonly upstreamToken: string;
  readonly clientTokens?: readonly string[];
  readonly timeoutMs?: number;
  readonly ttlMs?: number;
  readonly rateLimit?: number;
  readonly web?: WebOptions;
}

export async function startProxy(options: ProxyStart): Promise<RunningProxy> {
  const tokens = options.clientTokens ?? ['client-token-0123456789'];
  const token = tokens[0] ?? '';
  const logs: string[] = [];
  const problems: string[] = [];
  const { proxy, stats } = createProxy({
    upstream: options.upstream,
    token: options.upstreamToken,
    cacheBytes: 8 * 1024 * 1024,
    ttlMs: options.ttlMs ?? 60_000,
    timeoutMs: options.timeoutMs ?? 2_000,
    onProblem: (message) => problems.push(message),
  });
  const app = createApp({
    limiter: createMemoryLimiter(),
    engine: () => undefined,
    verifyToken: withExtraTokens(() => ({ kind: 'invalid' }), tokens),
    log: (line) => logs.push(line),
    rateLimit: options.rateLimit ?? 0,
    proxy,
    // As serve wires a proxy: our own examples beside the upstream's answers.
    examplesOf: shippedExamples('data'),
    ...(options.web === undefined ? {} : { web: options.web }),
  });
  const server = createServer(app);
  const address: AddressInfo = await listen(server, 0, '127.0.0.1');
  const { port } = address;
  return {
    port,
    token,
    logs,
    problems,
    stats,
    request: (target, init) => rawRequest(port, target, init),
    call: (op, params = {}) => rawRequest(port, `/v3/${op}${queryString({ ...params, token })}`),
    stop: () => close(server),
  };
}
