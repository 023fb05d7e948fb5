/**
 * The analyser's table (src/shared/persian/use-table.ts) is what `npm run data:build` makes of the
 * frequency list and its treebank, byte for byte: a change to the list or the builder that is not
 * rebuilt fails.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { USE_TABLE_FILE, useTableModule } from '../../scripts/data/build-use-weights';

// Built once, as the module loads: the use table reads every form of the list.
const built = { use: useTableModule('data') };

test('the use table holds what `npm run data:build` makes of data/frequency/', () => {
  expect(built.use).toBe(readFileSync(USE_TABLE_FILE, 'utf8'));
});
