import fc from 'fast-check';
import { afterAll, expect, test } from 'vitest';
import { startService } from './harness';

const service = await startService();
afterAll(() => service.stop());

const encoder = new TextEncoder();
const SAFE = /[A-Za-z0-9\-._~]/;

/** Percent-encodes any string (lone surrogates included), keeping some raw bytes as clients do. */
function encode(text: string, raw: readonly string[]): string {
  let out = '';
  for (const char of text) {
    if (SAFE.test(char) || raw.includes(char)) out += char;
    else for (const byte of encoder.encode(char)) out += `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

const names = fc.oneof(
  fc.constantFrom(
    'q',
    'type',
    'start',
    'rows',
    'row',
    'filter',
    'title',
    'db',
    'num',
    'ip',
    'product',
    'prettyprint',
    'debug',
  ),
  fc.constantFrom('q[]', 'filter[]', 'token[]', '__proto__', 'constructor', ''),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const values = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'exact',
    'ava',
    'like',
    'text',
    'TEXT',
    '0',
    '10000',
    '10001',
    '-1',
    '1e3',
    'moein,en2Fa',
    'true',
    '1',
    '::1',
  ),
  fc.constantFrom('%', '%Z', '%ZZ', '%E0%A4', '%FF', '%C0%AF', '%ED%A0%80', '%00', '+', '%2B'),
  fc.string({ unit: 'binary', minLength: 100, maxLength: 6000 }),
  fc.integer({ min: 0, max: 12_000 }).map((n) => 'ا'.repeat(n)),
);
// Raw characters some clients leave unencoded; each may break the pair structure.
const rawChars = fc.subarray(['%', '+', '=', '&', '[', ']', '/', '?', ',', "'", '!', '*']);
const pair = fc
  .tuple(names, values, rawChars)
  .map(([name, value, raw]) => `${encode(name, raw)}=${encode(value, raw)}`);
const query = fc.tuple(
  fc.array(pair, { maxLength: 8 }),
  fc.constantFrom('valid', 'none', 'bogus', 'twice'),
  fc.constantFrom('search', 'word', 'suggest'),
);

test('no query string makes the service fail (5xx) or answer anything but JSON', async () => {
  await fc.assert(
    fc.asyncProperty(query, async ([pairs, tokenMode, op]) => {
      const token =
        tokenMode === 'valid'
          ? [`token=${service.token}`]
          : tokenMode === 'bogus'
            ? ['token=1.x']
            : tokenMode === 'twice'
              ? [`token=${service.token}`, `token=${service.token}`]
              : [];
      const target = `/v3/${op}?${[...pairs, ...token].join('&')}`.slice(0, 15_000);
      const reply = await service.request(target);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body).toBeTypeOf('object');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.text).not.toContain(service.token);
    }),
    { numRuns: 1000 },
  );
}, 120_000);
