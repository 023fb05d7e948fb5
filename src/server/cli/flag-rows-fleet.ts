/** The flag table's rows for running behind a balancer, beside others, or in front of an upstream. */
import { DEFAULT_SEARCH_BUDGET_MS, DEFAULT_SEARCH_WORKERS } from '../pool/pool-options';
import { SERVER_DEFAULTS } from '../serving/server-options';
import { DEFAULT_STALE_SECONDS } from '../state/pg/token-cache';
import type { Section } from './flag';

export const UPSTREAM_SECTION = {
  title: 'upstream: answer /v3 from another v3 service, cached here, instead of our own data (not with --data):',
  tag: 'upstream',
  flags: {
    upstream: { kind: 'string', arg: 'URL', help: 'the upstream service, http:// or https://' },
    'upstream-token': {
      kind: 'string',
      arg: 'T',
      env: 'FARHANG_UPSTREAM_TOKEN',
      help: "our token at the upstream service; else --upstream-token-file's first line, else the variable",
    },
    'upstream-token-file': { kind: 'string', arg: 'FILE', help: 'a file whose first line is that token' },
    'cache-mb': { kind: 'integer', arg: 'MB', default: 64, help: "memory for the upstream's answers" },
    'cache-ttl': { kind: 'integer', arg: 'S', default: 3600, help: 'seconds an answer is kept' },
    'upstream-timeout': { kind: 'integer', arg: 'S', default: 8, help: 'seconds to wait for the upstream, at least 1' },
  },
} as const satisfies Section;

export const SHARED_STATE_SECTION = {
  title: 'shared state, for several replicas behind a load balancer:',
  tag: 'shared state',
  flags: {
    state: {
      kind: 'string',
      arg: 'URL',
      env: 'FARHANG_STATE_URL',
      help: 'tokens, their status and limits, and request counts in PostgreSQL (postgres://…); without it they stay in the SQLite file, as for one process',
    },
    'rate-store': {
      kind: 'string',
      arg: 'URL',
      env: 'FARHANG_RATE_URL',
      help: 'one rate limit per token across all replicas, kept in Redis (redis://…); without it each replica limits on its own, so N replicas let a token through N times',
    },
    'state-stale': {
      kind: 'integer',
      arg: 'S',
      default: DEFAULT_STALE_SECONDS,
      help: 'with --state, trust cached tokens for at most S seconds without word from PostgreSQL; after that every token is a 503 until it answers again',
    },
    drain: {
      kind: 'integer',
      arg: 'S',
      default: 0,
      help: "on SIGTERM, answer S more seconds with /readyz at 503 before closing (for balancers that poll it; nginx's passive checks need 0: a closed port is skipped at once)",
    },
  },
} as const satisfies Section;

export const SEARCH_SECTION = {
  title: 'search threads: meaning and like searches, off the thread that answers everything else:',
  tag: 'search threads',
  flags: {
    'search-workers': {
      kind: 'integer',
      arg: 'N',
      default: DEFAULT_SEARCH_WORKERS,
      defaultSays: 'cores − 1, from 1 to 4',
      help: 'worker threads, at most 64; 0 = on the main thread',
    },
    'search-budget-ms': {
      kind: 'integer',
      arg: 'MS',
      default: DEFAULT_SEARCH_BUDGET_MS,
      help: 'a search not answered within MS, or past a full queue, is a 503 with Retry-After',
    },
  },
} as const satisfies Section;

export const CLIENT_SECTION = {
  title: "clients (one client's flood never uses up everyone's share of the app's token or of the pages):",
  tag: 'clients',
  flags: {
    'trust-proxy': {
      kind: 'repeatable',
      arg: 'A[,B]',
      help: "a load balancer's address: its X-Forwarded-For names the client; none by default, so the client is the socket's address",
    },
    'max-client-connections': {
      kind: 'integer',
      arg: 'N',
      default: SERVER_DEFAULTS.maxClientConnections,
      help: 'open connections one address may hold (0 = no cap; proxies exempt)',
    },
  },
} as const satisfies Section;
