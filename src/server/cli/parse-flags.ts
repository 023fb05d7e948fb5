/** The command line read by the flag table: which flags a command takes, and each value's type. */
import { parseArgs } from 'node:util';
import { UsageError } from './args';
import { COMMANDS, type Command, type CommandName, type FlagValues } from './command-flags';
import type { Flag, FlagRow, IntegerRow, StringRow } from './flag';
import { FLAGS } from './flag-table';

const ROWS: Readonly<Record<string, FlagRow>> = FLAGS;

/**
 * The command's flags as given (strict node:util parseArgs: an unknown flag, or one without its
 * value, is a UsageError) and its positionals; a flag the command refuses is a UsageError too.
 */
export function parseFlags<C extends CommandName>(
  name: C,
  args: readonly string[],
): { readonly values: FlagValues<C>; readonly positionals: string[] } {
  const command: Command = COMMANDS[name];
  const refused = Object.entries(command.refuses ?? {});
  const options = Object.fromEntries(
    [...command.flags, ...refused.map(([flag]) => flag)].map((flag) => [
      flag,
      { type: 'string', multiple: ROWS[flag]?.kind === 'repeatable' } as const,
    ]),
  );
  let parsed: { readonly values: Readonly<Record<string, unknown>>; readonly positionals: string[] };
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: command.words !== undefined });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  for (const [flag, message] of refused) if (parsed.values[flag] !== undefined) throw new UsageError(message);
  // The options were made from the rows FlagValues is typed from: strings, or lists of them.
  return { values: parsed.values as FlagValues<C>, positionals: parsed.positionals };
}

function fromEnvironment(flag: Flag, given: string | undefined): string | undefined {
  return given ?? (flag.env === undefined ? undefined : process.env[flag.env]);
}

/** A whole number: the flag, else its variable, else its default; anything else names the flag. */
export function integerValue(flag: Flag<IntegerRow>, given: string | undefined): number {
  const value = fromEnvironment(flag, given);
  if (value === undefined) return flag.default;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag.name} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** Text: the flag, else its variable, else its default (if it has one). */
export function stringValue(flag: Flag<StringRow & { readonly default: string }>, given: string | undefined): string;
export function stringValue(flag: Flag<StringRow>, given: string | undefined): string | undefined;
export function stringValue(flag: Flag<StringRow>, given: string | undefined): string | undefined {
  return fromEnvironment(flag, given) ?? flag.default;
}
