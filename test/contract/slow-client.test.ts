import { connect } from 'node:net';
import { expect, test } from 'vitest';
import { startService } from '../support/service/harness';

test('a client dribbling its headers is cut off by headersTimeout while others are answered', async () => {
  const service = await startService({
    server: { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 50 },
  });
  try {
    const started = Date.now();
    const slow = connect(service.port, '127.0.0.1');
    const received: Buffer[] = [];
    slow.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<number>((resolve) => slow.on('close', () => resolve(Date.now() - started)));
    slow.on('error', () => undefined);
    const head = `GET /v3/suggest?q=a&token=${service.token} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'z'.repeat(200)}`;
    let sent = 0;
    const drip = setInterval(() => {
      if (slow.destroyed || sent >= head.length) return;
      slow.write(head[sent] ?? '');
      sent += 1;
    }, 20);

    await new Promise((resolve) => setTimeout(resolve, 150));
    const normal = await service.call('suggest', { q: 'امی' });
    expect(normal.status).toBe(200);

    const elapsed = await closed;
    clearInterval(drip);
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(3000);
    expect(sent).toBeLessThan(head.length);
    const answer = Buffer.concat(received).toString('latin1');
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).not.toContain(service.token);
  } finally {
    await service.stop();
  }
});
