/**
 * Run by import-kill.test.ts in a child process: imports a file and, at the first problem,
 * says so and waits to be killed with its transaction open.
 */
import { importFiles } from '../../../../src/server/store/import';
import { openStore } from '../../../../src/server/store/open';

const [file, input] = process.argv.slice(2);
if (file === undefined || input === undefined) throw new Error('usage: import-child DB FILE');
const database = openStore(file);
importFiles(database, [input], {
  onProblem: () => {
    process.stdout.write('in the middle\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  },
});
