import { expect, test } from 'vitest';
import { startService } from '../support/service/harness';

test('/healthz says the process answers; /readyz is 503 while the data loads and 200 once it is in', async () => {
  let loaded = false;
  const service = await startService({ engine: (real) => () => (loaded ? real : undefined) });
  try {
    const health = await service.request('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');

    const loading = await service.request('/readyz');
    expect(loading.status).toBe(503);
    expect(loading.body).toEqual({ ready: false, data: 'loading', state: 'embedded', stopping: false });

    loaded = true;
    const ready = await service.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, data: 'loaded', state: 'embedded', stopping: false });
    expect((await service.request('/readyz', { method: 'HEAD' })).status).toBe(200);
  } finally {
    await service.stop();
  }
});
