import { parseArgs, type ParseArgsConfig } from 'node:util';
import { formatsUsage } from '../dictionary/import/formats';

/** A command line the user got wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with its errors turned into a UsageError. */
export function parse<O extends Options>(args: readonly string[], options: O, positionals = false) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: positionals });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A whole number from a flag, or the fallback when the flag is absent. */
export function integerFlag(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** A positional id such as the one `token list` shows. */
export function idArgument(value: string | undefined, command: string): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`${command} needs a token id (see token list)`);
  return Number(value);
}

export const USAGE = `usage:
  serve  [--port 8787] [--host 127.0.0.1] [--db PATH] [--data FILE]... [--token T]... [--rate-limit N] [--web DIR] [--public-url URL]
         [--upstream URL --upstream-token T [--cache-mb 64] [--cache-ttl 3600] [--upstream-timeout 8]]
         [--state postgres://…] [--rate-store redis://…] [--state-stale 600] [--drain 0]
         [--search-workers N] [--search-budget-ms 2000]
         [credit, with --data]
         [--trust-proxy ADDR[,ADDR]]... [--max-client-connections 64]
         [--token-file FILE]... [--upstream-token-file FILE] [--web-token T] [--allowed-host NAME]...
         (also FARHANG_TOKEN, FARHANG_UPSTREAM_TOKEN, FARHANG_WEB_TOKEN)
  import FILE... [--db PATH] [--as DBNAME] [credit]   (a file's name says its format)
${formatsUsage('           ')}
  token  create --name NAME [--rate-limit N] | regenerate ID | revoke ID | suspend ID [--reason R] | resume ID | list
         [--db PATH | --state postgres://…]
  stats  [--db PATH | --state postgres://…]
  start  [--port 8080] [--host 127.0.0.1] [--db PATH] [--public-url URL] [--state postgres://…] [--rate-store redis://…]
         [--state-stale 600]

shared state, for several replicas behind a load balancer:
  --state URL       tokens, their status and limits, and request counts in PostgreSQL (FARHANG_STATE_URL);
                    without it they stay in the SQLite file, as for one process
  --rate-store URL  one rate limit per token across all replicas, kept in Redis (FARHANG_RATE_URL);
                    without it each replica limits on its own, so N replicas let a token through N times
  --state-stale S   with --state, trust cached tokens for at most S seconds (600) without word from
                    PostgreSQL; after that every token is a 503 until it answers again
  --drain S         on SIGTERM, answer S more seconds with /readyz at 503 before closing (for balancers
                    that poll it; nginx's passive checks need 0: a closed port is skipped at once)

meaning and like searches, off the thread that answers everything else:
  --search-workers N     worker threads (default: cores − 1, from 1 to 4; 0 = on the main thread)
  --search-budget-ms MS  a search not answered within MS (2000), or past a full queue, is a 503 with Retry-After

clients (one client's flood never uses up everyone's share of the app's token or of the pages):
  --trust-proxy A   a load balancer's address: its X-Forwarded-For names the client (repeatable or
                    A,B; none by default, so the client is the socket's address)
  --max-client-connections N  open connections one address may hold (64; 0 = no cap; proxies exempt)

credit (import, or serve with --data): who made the data imported and its licence, shown on its
word pages and /about; the dictionaries imported are the operator's own, no longer our sample:
  --source NAME      the source to credit; --source-url URL links it (http or https)
  --licence NAME     its licence; --licence-url URL links the licence's text
                    without them a dictionary keeps the catalog's open source, or names none`;
