/**
 * Farhang's command line: serve, import, token, stats, start (run through the npm scripts).
 */
import { main } from './cli/main';

const code = await main(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(code);
