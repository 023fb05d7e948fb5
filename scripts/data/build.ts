/**
 * `npm run data:build` — derives the embedded default's built files from the raw sources vendored
 * under `data/` (each folder's README says what and how). Run again, it writes the same bytes.
 */
import { buildFrequency } from './build-frequency';
import { buildContext } from './build-context';
import { buildUseWeights } from './build-use-weights';

const DATA_DIR = 'data';

const started = performance.now();
buildFrequency(DATA_DIR);
console.log(`data/frequency: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// The analyser's tables are read from the list just built: the list itself is folded without them.
buildUseWeights(DATA_DIR);
buildContext(DATA_DIR);
console.log(`the analyser's use and context tables: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
