/**
 * Secrets reach the service without the command line (where `ps` shows them to every user of the
 * machine): from the environment, or from files only their owner can read. Decision 019.
 *
 * - tokens: every `--token`, every non-empty line of every `--token-file`, and those in the
 *   variable of `--token` (one or more, separated by commas or white space);
 * - the upstream token of a proxy: `--upstream-token`, else `--upstream-token-file`'s first line,
 *   else the variable of `--upstream-token`;
 * - the app's token: `--web-token`, else its variable, else none — the app then gets a token of
 *   its own, never an operator's.
 * The variables are named in the flag table (flag-rows-service.ts, flag-rows-fleet.ts).
 */
import { readFileSync } from 'node:fs';
import { UsageError } from './args';
import { flag } from './flag-table';

type Env = Readonly<Record<string, string | undefined>>;

/** The lines of a secrets file, trimmed, empty ones dropped; a clear error if it cannot be read. */
export function secretLines(path: string, from: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new UsageError(`${from} ${path}: cannot read it (${why})`);
  }
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) throw new UsageError(`${from} ${path}: the file holds no token`);
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
    ...listed(env[flag('token').env]),
  ];
}

export function upstreamTokenFrom(given: string | undefined, file: string | undefined, env: Env): string | undefined {
  if (given !== undefined) return given;
  if (file !== undefined) return secretLines(file, '--upstream-token-file')[0];
  const fromEnv = env[flag('upstream-token').env]?.trim();
  return fromEnv === '' ? undefined : fromEnv;
}

export function webTokenFrom(given: string | undefined, env: Env): string | undefined {
  const token = (given ?? env[flag('web-token').env])?.trim();
  return token === '' ? undefined : token;
}
