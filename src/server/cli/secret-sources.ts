/**
 * Secrets reach the service without the command line (where `ps` shows them to every user of the
 * machine): from the environment, or from files only their owner can read. Decision 019.
 *
 * - tokens: every `--token`, every non-empty line of every `--token-file`, and FARHANG_TOKEN
 *   (one or more, separated by commas or white space);
 * - the upstream token of a proxy: `--upstream-token`, else `--upstream-token-file`'s first line,
 *   else FARHANG_UPSTREAM_TOKEN;
 * - the app's token: `--web-token`, else FARHANG_WEB_TOKEN, else none — the app then gets a token
 *   of its own, never an operator's.
 */
import { readFileSync } from 'node:fs';
import { UsageError } from './args';

export const TOKEN_ENV = 'FARHANG_TOKEN';
export const UPSTREAM_TOKEN_ENV = 'FARHANG_UPSTREAM_TOKEN';
export const WEB_TOKEN_ENV = 'FARHANG_WEB_TOKEN';

export const SECRET_FLAGS = {
  'token-file': { type: 'string', multiple: true },
  'web-token': { type: 'string' },
  'upstream-token-file': { type: 'string' },
} as const;

type Env = Readonly<Record<string, string | undefined>>;

/** The lines of a secrets file, trimmed, empty ones dropped; a clear error if it cannot be read. */
export function secretLines(path: string, flag: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new UsageError(`${flag} ${path}: cannot read it (${why})`);
  }
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) throw new UsageError(`${flag} ${path}: the file holds no token`);
  return lines;
}

function listed(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((token) => token !== '');
}

export function tokensFrom(
  flags: readonly string[] | undefined,
  files: readonly string[] | undefined,
  env: Env,
): string[] {
  return [
    ...(flags ?? []),
    ...(files ?? []).flatMap((file) => secretLines(file, '--token-file')),
    ...listed(env[TOKEN_ENV]),
  ];
}

export function upstreamTokenFrom(flag: string | undefined, file: string | undefined, env: Env): string | undefined {
  if (flag !== undefined) return flag;
  if (file !== undefined) return secretLines(file, '--upstream-token-file')[0];
  const fromEnv = env[UPSTREAM_TOKEN_ENV]?.trim();
  return fromEnv === '' ? undefined : fromEnv;
}

export function webTokenFrom(flag: string | undefined, env: Env): string | undefined {
  const given = (flag ?? env[WEB_TOKEN_ENV])?.trim();
  return given === '' ? undefined : given;
}
