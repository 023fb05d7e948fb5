import { expect, test } from 'vitest';
import { at } from '../support/service/json';
import { overrideEngine, startService } from '../support/service/harness';

test('while no engine is loaded every v3 call is 503 unavailable with Retry-After', async () => {
  let loaded = false;
  const service = await startService({ engine: (real) => () => (loaded ? real : undefined) });
  try {
    for (const op of ['search', 'word', 'suggest'] as const) {
      const reply = await service.call(op, { q: 'امید', title: 'امید', db: 'moein', num: '1' });
      expect(reply.status).toBe(503);
      expect(at(reply.body, 'response')).toMatchObject({ status: false, code: 503, error: 'unavailable', state: null });
      expect(reply.headers['retry-after']).toMatch(/^\d+$/);
      expect(reply.headers['access-control-expose-headers']).toBe('Retry-After');
    }
    loaded = true;
    expect((await service.call('search', { q: 'امید' })).status).toBe(200);
  } finally {
    await service.stop();
  }
});

test('an engine that throws is 500 internal_error, with no stack or detail to the client', async () => {
  const service = await startService({
    engine: (real) => () =>
      overrideEngine(real, {
        search: () => {
          throw new TypeError('database disk image is malformed at /srv/farhang/secret-path.db');
        },
      }),
  });
  try {
    const reply = await service.call('search', { q: 'امید' });
    expect(reply.status).toBe(500);
    expect(at(reply.body, 'response')).toMatchObject({
      status: false,
      code: 500,
      error: 'internal_error',
      state: null,
    });
    expect(reply.text).not.toMatch(/secret-path|malformed|TypeError|\bat\s/);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    const logged = service.logs.find((line) => line.includes('"status":500'));
    expect(logged).toContain('secret-path');
    // The app keeps answering after a failure.
    expect((await service.call('suggest', { q: 'امی' })).status).toBe(200);
  } finally {
    await service.stop();
  }
});
