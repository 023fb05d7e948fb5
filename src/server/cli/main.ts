import { StoreOpenError } from '../store/open';
import { ImportError } from '../store/import';
import { TokenError } from '../store/tokens';
import { StateOpenError } from '../store/state-errors';
import { UsageError, USAGE } from './args';
import { importCommand } from './import-command';
import type { Printer } from './load-data';
import { serveCommand } from './serve';
import { startCommand } from './start-command';
import { statsCommand } from './stats-command';
import { tokenCommand } from './token-command';

const COMMANDS: Readonly<Record<string, (args: readonly string[], print: Printer) => number | Promise<number>>> = {
  serve: serveCommand,
  import: importCommand,
  token: tokenCommand,
  stats: statsCommand,
  start: startCommand,
};

const HELP = new Set(['--help', '-h', 'help']);

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
    print.out(USAGE);
    return 0;
  }
  try {
    if (command === undefined) throw new UsageError(name === '' ? 'which command?' : `unknown command: ${name}`);
    return await command(args, print);
  } catch (error) {
    if (error instanceof UsageError) {
      print.err(`farhang: ${error.message}\n${USAGE}`);
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
