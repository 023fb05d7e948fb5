/**
 * The analyser's tables (src/shared/persian/use-table.ts, src/shared/reading/context-table.ts) are
 * what `npm run data:build` makes of the frequency list and its treebank, byte for byte: a change
 * to the list or the builders that is not rebuilt fails.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { CONTEXT_TABLE_FILE, contextTableModule } from '../../scripts/data/build-context';
import { USE_TABLE_FILE, useTableModule } from '../../scripts/data/build-use-weights';

// Built once, as the module loads: the use table reads every form of the list.
const built = { use: useTableModule('data'), context: contextTableModule('data') };

test('the use table holds what `npm run data:build` makes of data/frequency/', () => {
  expect(built.use).toBe(readFileSync(USE_TABLE_FILE, 'utf8'));
});

test('the context table holds what `npm run data:build` makes of the written treebank', () => {
  expect(built.context).toBe(readFileSync(CONTEXT_TABLE_FILE, 'utf8'));
});
