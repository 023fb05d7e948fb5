/**
 * `npm run data:build` — derives the embedded default's built files from the raw sources vendored
 * under `data/` (each folder's README says what and how). Run again, it writes the same bytes.
 * The dictionaries come first: the frequency list folds its forms to the headwords they hold.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildExamples } from './build-examples';
import { buildFrequency } from './build-frequency';
import { buildContext } from './build-context';
import { buildUseWeights } from './build-use-weights';
import { BUILDERS } from './builders';
import { sourceReader } from './text-files';

const DATA_DIR = 'data';
const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const read = sourceReader(DATA_DIR);
for (const [name, build] of BUILDERS) {
  const started = performance.now();
  const files = build(read);
  for (const { path, text } of files) {
    mkdirSync(dirname(join(DATA_DIR, path)), { recursive: true });
    writeFileSync(join(DATA_DIR, path), text);
  }
  const entries = files.map(({ path, text }) => `${path} ${text.split('\n').length - 1}`).join(', ');
  console.log(`${name}: ${entries} (${seconds(started)})`);
}

const started = performance.now();
buildFrequency(DATA_DIR);
console.log(`data/frequency: built in ${seconds(started)}`);
// The analyser's tables are read from the list just built: the list itself is folded without them.
const tablesStarted = performance.now();
buildUseWeights(DATA_DIR);
buildContext(DATA_DIR);
console.log(`the analyser's use and context tables: built in ${seconds(tablesStarted)}`);
// The examples are found by the analyser, which reads the tables just built: after them.
const examplesStarted = performance.now();
buildExamples(DATA_DIR);
console.log(`data/examples: built in ${seconds(examplesStarted)}`);
