import { StoreOpenError } from '../dictionary/open-store';
import { ImportError } from '../dictionary/import-files';
import { TokenError } from '../ports/token-store';
import { StateOpenError } from '../state/state-open-error';
import { UsageError } from './args';
import type { Printer } from './load-data';

type Command = (args: readonly string[], print: Printer) => number | Promise<number>;

/*
 * Each command is loaded when it is asked for: the service's modules (the page renderer, the
 * search pool, the limiters) take a second to load, which `token list` or `--help` need not wait.
 */
const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  serve: async () => (await import('./serve')).serveCommand,
  import: async () => (await import('./import-command')).importCommand,
  token: async () => (await import('./token-command')).tokenCommand,
  stats: async () => (await import('./stats-command')).statsCommand,
  start: async () => (await import('./start-command')).startCommand,
};

const HELP = new Set(['--help', '-h', 'help']);

/** The usage, made from the flag table only when it is printed: a command that runs needs none. */
const usage = async (): Promise<string> => (await import('./usage')).usageText();

function isErrno(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}

/**
 * Runs one command and returns the exit code. Errors the operator can act on become one line on
 * stderr (no stack): a database that cannot be opened, an import that failed, a bad command line.
 */
export async function main(argv: readonly string[], print: Printer): Promise<number> {
  const [name = '', ...args] = argv;
  const command = COMMANDS[name];
  // `farhang --help` and `farhang serve -h` alike: asking for the usage is not a mistake.
  if (HELP.has(name) || (command !== undefined && HELP.has(args[0] ?? ''))) {
    print.out(await usage());
    return 0;
  }
  try {
    if (command === undefined) throw new UsageError(name === '' ? 'which command?' : `unknown command: ${name}`);
    const run = await command();
    return await run(args, print);
  } catch (error) {
    if (error instanceof UsageError) {
      print.err(`farhang: ${error.message}\n${await usage()}`);
      return 2;
    }
    if (
      error instanceof StoreOpenError ||
      error instanceof ImportError ||
      error instanceof TokenError ||
      error instanceof StateOpenError
    ) {
      print.err(`farhang: ${error.message}`);
      return 1;
    }
    if (isErrno(error) && (error.code === 'EADDRINUSE' || error.code === 'EACCES')) {
      print.err(`farhang: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
