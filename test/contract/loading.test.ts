import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { writeBigDictionary } from './data-safety-cli';
import { rawRequest } from '../support/service/harness';
import { serveLoading } from '../support/service/loading-service';

const dir = mkdtempSync(join(tmpdir(), 'farhang-loading-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Large enough that the import takes seconds, so a client can knock while it runs (it knocks as
 * soon as the port takes connections); long meanings keep the engine built after it quick.
 */
async function bigDictionary(): Promise<string> {
  const file = join(dir, 'big.jsonl');
  await writeBigDictionary(file, 40_000, 4);
  return file;
}

test('while --data is still loading the service answers 503 with Retry-After; once it says it listens, 200', async () => {
  const service = await serveLoading(['--token', 'T', '--data', await bigDictionary()]);
  try {
    const target = `/v3/suggest?token=T&q=${encodeURIComponent('واژه')}`;
    const early = await service.knock(target);
    expect(service.stdout()).not.toContain('listening on');
    expect(early.status).toBe(503);
    expect(early.headers['retry-after']).toMatch(/^\d+$/);
    expect(early.body).toMatchObject({ response: { status: false, code: 503, error: 'unavailable' } });

    // Ready: the line is printed, and the same request is answered from the new data.
    await service.ready();
    const ready = await rawRequest(service.port, target);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ data: { suggestion: expect.arrayContaining([expect.any(String)]) } });
  } finally {
    await service.stop();
  }
}, 60_000);
