/** The flag table's rows for where the service listens, what it serves, and the tokens it accepts. */
import { DEFAULT_RATE_LIMIT } from '../api/rate-limit';
import { PUBLIC_URL_ENV } from '../site/site-origin';
import type { Section } from './flag';
import { DEFAULT_DB } from './open-database';

export const SERVICE_SECTION = {
  title: 'the service, and the database every command reads:',
  flags: {
    port: { kind: 'integer', arg: 'N', default: 8787, help: 'the port to listen on; 0 takes any free one' },
    host: {
      kind: 'string',
      arg: 'ADDR',
      default: '127.0.0.1',
      help: 'the address to listen on (0.0.0.0 or :: for every interface)',
    },
    db: {
      kind: 'string',
      arg: 'PATH',
      default: DEFAULT_DB,
      help: 'the SQLite file of the dictionaries, and of the tokens and counts without --state; serve --data without --db imports into a temporary one',
    },
    data: {
      kind: 'repeatable',
      arg: 'FILE',
      help: 'import FILE at start, while /v3 answers 503 until it is in (not with --upstream); without it the sample data',
    },
    web: {
      kind: 'string',
      arg: 'DIR',
      defaultSays: 'dist, when dist/index.html is there',
      help: 'the built app, served beside the API; without one the API alone',
    },
    'public-url': {
      kind: 'string',
      arg: 'URL',
      env: PUBLIC_URL_ENV,
      defaultSays: 'the address listened on',
      help: "the site's public origin, for absolute URLs (og:url, the sitemap)",
    },
    'allowed-host': {
      kind: 'repeatable',
      arg: 'NAME',
      help: "a host name answered besides localhost names, IP literals and the public URL's host",
    },
    'api-origin': {
      kind: 'repeatable',
      arg: 'ORIGIN',
      help: "another v3 service the served app may ask when a reader names it in the settings (https://host[:port]; its pages' connect-src); none by default, so the app asks only this service",
    },
    'rate-limit': {
      kind: 'integer',
      arg: 'N',
      default: DEFAULT_RATE_LIMIT,
      help: "requests per second for a token with no limit of its own; token create: the new token's own limit",
    },
  },
} as const satisfies Section;

/** Secrets stay off the command line where they can: secret-sources.ts combines these. */
export const TOKEN_SECTION = {
  title:
    'tokens besides the stored ones, for this run only (ps shows the command line: prefer a file or the environment):',
  tag: 'tokens',
  flags: {
    token: {
      kind: 'repeatable',
      arg: 'T',
      env: 'FARHANG_TOKEN',
      help: 'a token accepted; the variable adds its own, separated by commas or spaces',
    },
    'token-file': { kind: 'repeatable', arg: 'FILE', help: 'every non-empty line of FILE is a token accepted' },
    'web-token': {
      kind: 'string',
      arg: 'T',
      env: 'FARHANG_WEB_TOKEN',
      defaultSays: "one the app keeps for itself, never an operator's",
      help: 'the token the served app hands its readers',
    },
  },
} as const satisfies Section;
