/**
 * Hostile input over real HTTP: 10,000 generated requests (fuzz-query.ts) against the service,
 * eight at a time, each from its own loopback address. `npm run fuzz -- --runs N` runs the same property for longer;
 * FUZZ_SEED=<seed> replays a failure this test reported.
 */
import { afterAll, expect, test } from 'vitest';
import { runFuzz } from '../../scripts/fuzz/fuzz-run';
import { overrideEngine, startService } from '../support/service/harness';
import { at } from '../support/service/json';

const service = await startService();
afterAll(() => service.stop());

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

async function stillAnswers(): Promise<void> {
  const reply = await service.call('search', { q: 'امید', filter: 'moein' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'data', 'num_found')).toBe(3);
}

test('no request makes the service fail, leak the token or break the contract (10,000 cases)', async () => {
  const outcome = await runFuzz({ port: service.port, token: service.token, runs: 10_000, seed, concurrency: 8 });
  expect(outcome.failures, `seed ${seed}`).toEqual([]);
  expect(outcome.runs).toBeGreaterThanOrEqual(10_000);
  await stillAnswers();
  expect(service.logs.length).toBeGreaterThanOrEqual(10_000);
  expect(service.logs.filter((line) => line.includes(service.token))).toEqual([]);
  expect(service.logs.filter((line) => line.includes('"status":5'))).toEqual([]);
}, 60_000);

test('a URL past the 16 KiB head Node reads is refused (414) and the service goes on answering', async () => {
  const reply = await service.request(`/v3/search?token=${service.token}&q=${'%D8%A7'.repeat(3000)}`);
  expect(reply.status).toBe(414);
  await stillAnswers();
});

test('negative control: the property does catch a service that fails', async () => {
  const down = () => {
    throw new Error('engine down');
  };
  const broken = await startService({
    engine: (real) => () => overrideEngine(real, { search: down, word: down, suggest: down }),
  });
  try {
    // Every answer the engine would give fails, so any well-formed case finds it: the outcome does
    // not hang on the seed drawing one particular operation.
    const outcome = await runFuzz({ port: broken.port, token: broken.token, runs: 400, seed, concurrency: 4 });
    expect(outcome.failures.length).toBeGreaterThan(0);
    expect(outcome.failures.join('\n')).toContain('status 500');
  } finally {
    await broken.stop();
  }
});
