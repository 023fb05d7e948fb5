import { readFileSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { htmlToPlain } from '../../src/shared/plain-text';
import * as v from '../../src/shared/wire/check';
import { searchBodySchema } from '../../src/shared/wire/schemas';
import { FIXTURE, startService } from '../support/service/harness';

const service = await startService();
afterAll(() => service.stop());

// In the fixture «آرزو» is in several meanings of «امید», «سقف» in one of «آسمان»; none holds both.
const DESCRIPTION = 'آرزو سقف';

test('a text search whose words no meaning holds together is the v3 empty answer, byte for byte', async () => {
  const reply = await service.call('search', { q: DESCRIPTION, type: 'text' });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ data: { num_found: 0, results: [] } });
  expect(Object.keys(v.parse(searchBodySchema, reply.body).data)).toEqual(['num_found', 'results']);
});

test('partial=true answers the meanings holding most of the words, and says so', async () => {
  const reply = await service.call('search', { q: DESCRIPTION, type: 'text', partial: 'true', rows: '50' });
  expect(reply.status).toBe(200);
  const { data } = v.parse(searchBodySchema, reply.body);
  expect(data.partial).toBe(true);
  expect(data.num_found).toBe(data.results.length);
  // Every fixture entry whose meaning holds one of the words, and no other.
  const holding = readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line): unknown => JSON.parse(line))
    // As the full-text index reads a meaning: words between anything that is no letter.
    .filter((entry) =>
      /(^|[^\p{L}\p{M}])(آرزو|سقف)([^\p{L}\p{M}]|$)/u.test(htmlToPlain(String(Reflect.get(entry as object, 'text')))),
    );
  expect(data.num_found).toBe(holding.length);
  expect(new Set(data.results.map((result) => result.title))).toEqual(
    new Set(holding.map((entry) => String(Reflect.get(entry as object, 'title')))),
  );
});

test('partial changes nothing where some meaning holds every word, and for another search type', async () => {
  const both = await service.call('search', { q: 'امید بستن', type: 'text' });
  expect(await service.call('search', { q: 'امید بستن', type: 'text', partial: '1' })).toMatchObject({
    body: both.body,
  });
  const exact = await service.call('search', { q: DESCRIPTION, partial: 'true' });
  expect(exact.body).toMatchObject({ data: { num_found: 0, results: [] } });
  expect(Object.keys(v.parse(searchBodySchema, exact.body).data)).toEqual(['num_found', 'results']);
});

test('a bad partial is a 400 naming the parameter', async () => {
  const reply = await service.call('search', { q: DESCRIPTION, type: 'text', partial: 'maybe' });
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({
    response: { status: false, error: 'invalid_parameter', message: 'partial must be true, false, 1 or 0' },
  });
});
