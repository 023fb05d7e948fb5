/**
 * `npm run data:build` — derives the embedded default's built files from the raw sources vendored
 * under `data/` (each folder's README says what and how). Run again, it writes the same bytes.
 */
import { buildExamples } from './build-examples';
import { buildFrequency } from './build-frequency';

const DATA_DIR = 'data';

const started = performance.now();
buildFrequency(DATA_DIR);
console.log(`data/frequency: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// The examples are found among the headwords the frequency list was built for: after it.
const examplesStarted = performance.now();
buildExamples(DATA_DIR);
console.log(`data/examples: built in ${((performance.now() - examplesStarted) / 1000).toFixed(1)} s`);
