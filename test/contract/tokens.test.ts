import { expect, test, vi } from 'vitest';
import {
  createToken,
  regenerateToken,
  revokeToken,
  suspendToken,
  resumeToken,
} from '../../src/server/state/sqlite/sqlite-tokens';
import { at } from '../support/service/json';
import { overrideEngine, queryString, startService } from '../support/service/harness';

test('a missing, empty, unknown or malformed token is 401 invalid_token', async () => {
  const service = await startService();
  try {
    const cases = [
      '/v3/search?q=x',
      '/v3/search?q=x&token=',
      '/v3/search?q=x&token=12345.abcdefabcdefabcdefabcdefabcdefabcdefabcd',
      `/v3/search?q=x&token=${service.token}%ZZ`,
      `/v3/search?q=x&token=${service.token}&token=${service.token}`,
    ];
    // Each from an address of its own: a client sending several gets slowed (§10.3, tested apart).
    for (const [index, target] of cases.entries()) {
      const reply = await service.request(target, { localAddress: `127.0.4.${index + 1}` });
      expect(reply.status).toBe(401);
      expect(at(reply.body, 'response')).toMatchObject({
        status: false,
        code: 401,
        error: 'invalid_token',
        state: null,
      });
      expect(String(at(reply.body, 'response', 'message'))).toMatch(/^token /);
    }
  } finally {
    await service.stop();
  }
});

test('a suspended token is 403 token_denied with the reason; resumed, it works again', async () => {
  const service = await startService();
  try {
    const { id, token } = createToken(service.database, { name: 'suspended app' });
    const target = `/v3/suggest${queryString({ q: 'امی', token })}`;
    suspendToken(service.database, id, 'unpaid invoice 42');
    const reply = await service.request(target);
    expect(reply.status).toBe(403);
    expect(at(reply.body, 'response')).toMatchObject({ error: 'token_denied', state: null });
    expect(String(at(reply.body, 'response', 'message'))).toContain('unpaid invoice 42');
    resumeToken(service.database, id);
    expect((await service.request(target)).status).toBe(200);
  } finally {
    await service.stop();
  }
});

test('a revoked token is 401 at once; a regenerated one replaces the old at once', async () => {
  const service = await startService();
  try {
    const first = createToken(service.database, { name: 'rotating app' });
    const regenerated = regenerateToken(service.database, first.id);
    expect((await service.request(`/v3/suggest?q=a&token=${first.token}`)).status).toBe(401);
    expect((await service.request(`/v3/suggest?q=a&token=${regenerated}`)).status).toBe(200);
    revokeToken(service.database, first.id);
    const revoked = await service.request(`/v3/suggest?q=a&token=${regenerated}`);
    expect(revoked.status).toBe(401);
    expect(at(revoked.body, 'response', 'error')).toBe('invalid_token');
  } finally {
    await service.stop();
  }
});

test('over the rate limit is 403 token_denied with Retry-After; the burst is twice the rate', async () => {
  // Only the clock the limiter reads is stopped; timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  const service = await startService({ rateLimit: 2 });
  try {
    const target = `/v3/suggest?q=a&token=${service.token}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await service.request(target)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 403]);
    const limited = await service.request(target);
    expect(at(limited.body, 'response')).toMatchObject({ code: 403, error: 'token_denied' });
    expect(String(at(limited.body, 'response', 'message'))).toMatch(/^rate limit exceeded/);
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.headers['access-control-expose-headers']).toBe('Retry-After');
    vi.advanceTimersByTime(1_000);
    expect((await service.request(target)).status).toBe(403);
    vi.advanceTimersByTime(1_000);
    expect((await service.request(target)).status).toBe(200);
  } finally {
    vi.useRealTimers();
    await service.stop();
  }
});

test("a token's own rate limit overrides the service default, both ways", async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const service = await startService({ rateLimit: 3 });
  try {
    const slow = createToken(service.database, { name: 'slow', rateLimit: 1 });
    const fast = createToken(service.database, { name: 'fast', rateLimit: 50 });
    const statuses = async (token: string, n: number): Promise<number[]> => {
      const out: number[] = [];
      for (let i = 0; i < n; i += 1) out.push((await service.request(`/v3/suggest?q=a&token=${token}`)).status);
      return out;
    };
    expect(await statuses(slow.token, 3)).toEqual([200, 200, 403]);
    expect(await statuses(service.token, 7)).toEqual([200, 200, 200, 200, 200, 200, 403]);
    const burst = await statuses(fast.token, 101);
    expect(burst.filter((s) => s === 200)).toHaveLength(100);
    expect(burst.at(-1)).toBe(403);
  } finally {
    vi.useRealTimers();
    await service.stop();
  }
});

test('a service rate limit of 0 turns limiting off', async () => {
  const service = await startService({ rateLimit: 0 });
  try {
    for (let i = 0; i < 200; i += 1) {
      expect((await service.request(`/v3/suggest?q=a&token=${service.token}`)).status).toBe(200);
    }
  } finally {
    await service.stop();
  }
});

test('the token never appears in a body, a header or a log line, whatever the request', async () => {
  const service = await startService({
    engine: (real) => () =>
      overrideEngine(real, {
        suggest: () => {
          throw new Error(`boom with the whole URL ?token=${service.token}`);
        },
      }),
  });
  try {
    const token = service.token;
    const targets = [
      `/v3/search?q=%D8%A7%D9%85%DB%8C%D8%AF&token=${token}&ip=192.0.2.1&product=tester`,
      `/v3/search?token=${token}`,
      `/v3/search?q=x&type=bogus&token=${token}`,
      `/v3/search?q=%ZZ&token=${token}`,
      `/v3/search?q=x&token=${token}%ZZ`,
      `/v3/search?q=x&Token=${token}`,
      `/v3/search?q=x&token%5B%5D=${token}`,
      `/v3/word?title=nothing&db=moein&num=1&token=${token}`,
      `/v3/suggest?q=a&token=${token}`,
      `/v3/nowhere?token=${token}`,
      `/elsewhere?token=${token}`,
      `/v3/search?q=x&pad=${'a'.repeat(8200)}&token=${token}`,
    ];
    for (const target of targets) {
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        const reply = await service.request(target, { method });
        expect(reply.text).not.toContain(token);
        expect(JSON.stringify(reply.headers)).not.toContain(token);
      }
    }
    expect(service.logs).toHaveLength(targets.length * 3);
    for (const line of service.logs) expect(line).not.toContain(token);
    expect(service.logs.join('\n')).not.toContain(token.split('.')[1]);
  } finally {
    await service.stop();
  }
});

test('one JSON log line per request: time, method, path without the token, status, ms, ip, product', async () => {
  const service = await startService();
  // The clock stands still at a known time (timers are left real), so the line's time can be asked exactly.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-21T08:30:00.000Z'));
  try {
    await service.request(`/v3/search?q=%D8%A7&token=${service.token}&ip=2001%3Adb8%3A%3A1&product=my-app`);
    const line: unknown = JSON.parse(service.logs[0] ?? '');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/v3/search?q=%D8%A7&ip=2001%3Adb8%3A%3A1&product=my-app',
      status: 200,
      ip: '2001:db8::1',
      product: 'my-app',
    });
    expect(at(line, 'time')).toBe('2026-03-21T08:30:00.000Z');
    expect(typeof at(line, 'ms')).toBe('number');
  } finally {
    vi.useRealTimers();
    await service.stop();
  }
});

test('each v3 request is counted with its product, token and code', async () => {
  const service = await startService();
  try {
    const stranger = createToken(service.database, { name: 'stranger' });
    await service.request(`/v3/suggest?q=a&token=${service.token}&product=alpha`);
    await service.request(`/v3/suggest?q=a&token=${service.token}&product=alpha`);
    await service.request(`/v3/search?token=${stranger.token}&product=beta`);
    await service.request(`/v3/search?q=a&product=beta`);
    const counted = service.records.map((r) => [
      r.product,
      r.code,
      r.tokenId === 0 ? 'none' : r.tokenId === stranger.id ? 'stranger' : 'contract',
    ]);
    expect(counted).toEqual([
      ['alpha', 200, 'contract'],
      ['alpha', 200, 'contract'],
      ['beta', 400, 'stranger'],
      ['beta', 401, 'none'],
    ]);
  } finally {
    await service.stop();
  }
});
