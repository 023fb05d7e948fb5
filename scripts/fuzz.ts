/**
 * `npm run fuzz [-- --runs N --seed S --concurrency C --import-runs M]` — the hostile-request
 * property of test/contract/fuzz.test.ts (same generator, same checks), run for longer (default
 * 100,000 cases) against the real service process (`serve` on the contract fixture, one
 * `--token`). Afterwards the service must still answer a plain search, and its log must hold
 * neither the token nor a 5xx. Then the hostile-file property of the importer
 * (scripts/fuzz/fuzz-import.ts, as its unit test runs it), M cases (default 5,000). Prints runs,
 * failures, seed and time; exits 1 on any failure.
 */
import { randomBytes } from 'node:crypto';
import { runFuzz } from './fuzz/fuzz-run';
import { runImportFuzz } from './fuzz/fuzz-import';
import { option } from './bench/number-option';
import { spawnService } from './service/spawn-service';

const runs = option('runs', 100_000, 'whole number');
const seed = option('seed', Date.now() % 2 ** 31, 'whole number');
const concurrency = option('concurrency', 8, 'whole number');
const importRuns = option('import-runs', 5_000, 'whole number');
const token = `fuzz-${randomBytes(16).toString('hex')}`;

const service = await spawnService(['--data', 'test/fixtures/contract.jsonl', '--token', token, '--rate-limit', '0']);
const problems: string[] = [];
let outcome: Awaited<ReturnType<typeof runFuzz>> | undefined;
try {
  const port = Number(new URL(service.url).port);
  outcome = await runFuzz({ port, token, runs, seed, concurrency });
  problems.push(...outcome.failures);

  const query = new URLSearchParams({ q: 'امید', filter: 'moein', token });
  const alive = await fetch(`${service.url}/v3/search?${query.toString()}`);
  const body: unknown = await alive.json();
  const found =
    typeof body === 'object' && body !== null ? Reflect.get(Reflect.get(body, 'data') ?? {}, 'num_found') : 0;
  if (alive.status !== 200 || found !== 3) problems.push(`afterwards a plain search answered ${alive.status}`);
  if (service.child.exitCode !== null) problems.push(`the service exited with ${service.child.exitCode}`);
} finally {
  await service.stop();
}

const leaked = service.output.filter((line) => line.includes(token)).length;
const failed = service.output.filter((line) => /"status":5\d\d/.test(line)).length;
const imports = runImportFuzz(importRuns, seed);
problems.push(...imports.failures);
if (leaked > 0) problems.push(`${leaked} log lines contain the token`);
if (failed > 0) problems.push(`${failed} requests were answered with a 5xx`);

const rows: [string, string][] = [
  ['runs', String(outcome?.runs ?? 0)],
  ['concurrency', String(concurrency)],
  ['failures', String(problems.length)],
  ['seed', `${seed} (workers ${seed}…${seed + concurrency - 1})`],
  ['time', `${((outcome?.ms ?? 0) / 1000).toFixed(1)} s`],
  ['requests logged', String(service.output.filter((line) => line.startsWith('{')).length)],
  [
    'import files',
    `${imports.runs}: ${imports.refused} refused, ${imports.imported} imported (${imports.problems} problems)`,
  ],
  ['import time', `${(imports.ms / 1000).toFixed(1)} s`],
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
for (const problem of problems) console.error(`\n${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
