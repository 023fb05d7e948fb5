/** A command line the user got wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A positional id such as the one `token list` shows. */
export function idArgument(value: string | undefined, command: string): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`${command} needs a token id (see token list)`);
  return Number(value);
}
