/**
 * Which flags each command takes, by name from the flag table: the parser accepts these and no
 * others, and the usage line of the command lists them.
 */
import { formatsUsage } from '../dictionary/import/formats';
import type { IntegerRow } from './flag';
import type { FlagName, FLAGS } from './flag-table';

export interface Command {
  /** What comes before the flags in the usage line; a command with words takes positionals. */
  readonly words?: string;
  readonly flags: readonly FlagName[];
  /** The command's own default or variable for a flag it shares (start listens on 8080, or PORT). */
  readonly overrides?: { readonly [N in FlagName]?: Partial<Pick<IntegerRow, 'default' | 'env'>> };
  /** Flags accepted only to be refused with a clearer word than "unknown option". */
  readonly refuses?: { readonly [N in FlagName]?: string };
  /** Lines printed after the usage line. */
  readonly more?: string;
  /** A note at the end of the usage line. */
  readonly note?: string;
}

const SERVICE = ['port', 'host', 'db', 'public-url', 'allowed-host', 'api-origin'] as const;
const SHARED_STATE = ['state', 'rate-store', 'state-stale'] as const;
const CREDIT = ['source', 'source-url', 'licence', 'licence-url'] as const;
const NOT_RATE_STORE = (command: string) => ({ 'rate-store': `${command} takes --state, not --rate-store` });

/** In the order the usage lists them. */
export const COMMANDS = {
  serve: {
    flags: [
      ...SERVICE,
      'data',
      'web',
      'rate-limit',
      ...['token', 'token-file', 'web-token'],
      ...['upstream', 'upstream-token', 'upstream-token-file', 'cache-mb', 'cache-ttl', 'upstream-timeout'],
      ...SHARED_STATE,
      'drain',
      ...['search-workers', 'search-budget-ms'],
      ...['trust-proxy', 'max-client-connections'],
      ...CREDIT,
    ],
  },
  import: {
    words: 'FILE...',
    flags: ['db', 'as', ...CREDIT],
    note: "(a file's name says its format)",
    more: formatsUsage('           '),
  },
  token: {
    words: 'create | regenerate ID | revoke ID | suspend ID | resume ID | list',
    flags: ['name', 'rate-limit', 'reason', 'db', 'state'],
    refuses: NOT_RATE_STORE('token'),
  },
  stats: { flags: ['db', 'state'], refuses: NOT_RATE_STORE('stats') },
  start: { flags: [...SERVICE, ...SHARED_STATE], overrides: { port: { default: 8080, env: 'PORT' } } },
} as const satisfies Readonly<Record<string, Command>>;

export type CommandName = keyof typeof COMMANDS;

type Raw<R> = R extends { readonly kind: 'repeatable' } ? string[] | undefined : string | undefined;

/** What the parser hands a command: each of its flags as given, before defaults and variables. */
export type FlagValues<C extends CommandName> = {
  readonly [N in (typeof COMMANDS)[C]['flags'][number]]: Raw<(typeof FLAGS)[N]>;
};
