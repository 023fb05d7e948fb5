/**
 * The service's floors as `npm run lint` keeps them (eslint.config.js): cli → serving → site →
 * api → http, the rooms below never importing a floor, the floors reaching the adapters through
 * ports alone, and below them pool → engine → dictionary, with state and proxy on ports only.
 * Each case lints one import as if it were written in a file of the service.
 */
import { ESLint } from 'eslint';
import { beforeAll, expect, test } from 'vitest';

const RULE = 'import/no-restricted-paths';

// The project's eslint.config.js with only this rule on; the code is linted without type information.
const linter = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parserOptions: { projectService: false, project: false } } },
  ],
});

/** The messages of the floors rule for `import … from specifier` written in `file`. */
async function floorsSay(file: string, specifier: string): Promise<string[]> {
  const [result] = await linter.lintText(`import * as room from '${specifier}';\nexport { room };\n`, {
    filePath: file,
  });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

// Loading the config and its plugins takes seconds on a busy machine; do it once, before the cases.
beforeAll(async () => {
  await linter.lintText('', { filePath: 'src/server/api/x.ts' });
}, 60_000);

test.each([
  ['api imports site above it', 'src/server/api/x.ts', '../site/robots'],
  ['http imports api above it', 'src/server/http/x.ts', '../api/envelope'],
  ['site imports serving above it', 'src/server/site/x.ts', '../serving/server'],
  ['serving imports cli above it', 'src/server/serving/x.ts', '../cli/args'],
  ['the engine imports a floor', 'src/server/engine/x.ts', '../http/query'],
  ['a port imports a floor', 'src/server/ports/x.ts', '../api/envelope'],
  ['state imports a floor', 'src/server/state/x.ts', '../api/rate-limit'],
  ['api imports an adapter instead of its port', 'src/server/api/x.ts', '../state/memory-limiter'],
  ['site imports the dictionary instead of its port', 'src/server/site/x.ts', '../dictionary/word-pages'],
  ['the dictionary imports the engine built on it', 'src/server/dictionary/x.ts', '../engine/text/text-index-build'],
  ['state imports the dictionary', 'src/server/state/x.ts', '../dictionary/open-store'],
  ['a port imports its adapter', 'src/server/ports/x.ts', '../pool/search-pool'],
])('%s: lint fails', async (_, file, specifier) => {
  const messages = await floorsSay(file, specifier);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(new RegExp(`^${RULE}: `));
});

test.each([
  ['site imports api below it', 'src/server/site/x.ts', '../api/envelope'],
  ['serving imports http, floors below', 'src/server/serving/x.ts', '../http/query'],
  ['api imports a port', 'src/server/api/x.ts', '../ports/rate-limiter'],
  ['cli wires an adapter', 'src/server/cli/x.ts', '../state/memory-limiter'],
  ['the engine imports the dictionary', 'src/server/engine/x.ts', '../dictionary/entry-reads'],
  ['the pool builds an engine', 'src/server/pool/x.ts', '../engine/create-engine'],
])('%s: lint passes', async (_, file, specifier) => {
  expect(await floorsSay(file, specifier)).toEqual([]);
});
