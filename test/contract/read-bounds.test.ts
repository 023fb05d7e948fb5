/**
 * What one reading may cost: an answer sends each entry once and never passes 2 MiB however the
 * text is made, says where it stopped when it must (`next`), and a long text takes a request of
 * the reader's budget for each piece of it read.
 */
import { afterAll, expect, test, vi } from 'vitest';
import * as v from '../../src/shared/wire/check';
import { MAX_READ_ANSWER_BYTES, MAX_READ_BYTES, readBodySchema } from '../../src/shared/wire/read';
import { splitWords } from '../../src/shared/reading/split-words';
import { at } from '../support/service/json';
import { startService, type Reply, type Service } from '../support/service/harness';

const service = await startService({ data: ['test/fixtures/reading.jsonl'] });
afterAll(() => service.stop());

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8' };

function post(on: Service, body: string, query = '') {
  return on.request(`/api/read?token=${on.token}${query}`, { method: 'POST', headers: PLAIN, body });
}

function reading(reply: Reply) {
  expect(reply.status).toBe(200);
  expect(Buffer.byteLength(reply.text)).toBeLessThanOrEqual(MAX_READ_ANSWER_BYTES);
  return v.parse(readBodySchema, reply.body);
}

/** The largest text of `unit` repeated that the service reads. */
function filled(unit: string): string {
  return unit.repeat(Math.floor(MAX_READ_BYTES / Buffer.byteLength(unit)));
}

test('100 KiB of one word repeated sends its entries once and every word pointing at them, within 2 MiB', async () => {
  const text = filled('کتاب‌ها ');
  for (const pretty of ['', '&prettyprint=false']) {
    const body = reading(await post(service, text, pretty));
    expect(body.next).toBeUndefined();
    expect(body.words).toHaveLength(splitWords(text).length);
    // Without a filter, as the reading page reads: the real dictionary before the fixture's samples.
    expect(body.entries.map((entry) => entry.db)).toEqual(['fa2en', 'moein', 'amid']);
    expect(body.readings).toEqual([{ description: [{ rule: 'plural', mark: 'ها' }], entries: [0, 1, 2] }]);
    expect(body.words.every((word) => word.reading === 0)).toBe(true);
  }
});

test('a text of more words than 2 MiB holds stops at a word, says where, and the rest sent from there reads on', async () => {
  const text = filled('a ');
  const words = splitWords(text);
  const seen: number[] = [];
  let from = 0;
  for (let answers = 0; from < text.length && answers < 6; answers++) {
    const body = reading(await post(service, text.slice(from)));
    seen.push(...body.words.map((word) => word.start + from));
    if (body.next === undefined) break;
    // It stopped at a word of the text, after every word it answered.
    expect(splitWords(text.slice(from)).some((word) => word.start === body.next)).toBe(true);
    expect(body.words.at(-1)?.end).toBeLessThan(body.next);
    from += body.next;
  }
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).toEqual(words.map((word) => word.start));
  expect(from).toBeGreaterThan(0);
});

test('a long text costs a request for each thousand words it reads: the answer stops where the budget ran out', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // One a second, two a window: the request, then one more piece.
  const limited = await startService({ data: ['test/fixtures/reading.jsonl'], rateLimit: 1 });
  try {
    const text = 'کتاب '.repeat(2_500);
    const body = reading(await post(limited, text));
    expect(body.words).toHaveLength(2_000);
    expect(body.next).toBe(2_000 * 'کتاب '.length);
    const spent = await post(limited, text.slice(body.next));
    expect(spent.status).toBe(403);
    expect(at(spent.body, 'response', 'message')).toMatch(/^rate limit exceeded for this token/);
  } finally {
    vi.useRealTimers();
    await limited.stop();
  }
});

test('a short text costs one request, as before', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const limited = await startService({ data: ['test/fixtures/reading.jsonl'], rateLimit: 1 });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(limited, 'کتاب '.repeat(900))).status);
    expect(statuses).toEqual([200, 200, 403]);
  } finally {
    vi.useRealTimers();
    await limited.stop();
  }
});

test('with search threads each thousand words are a turn of their own, asked as the reader', async () => {
  const turns: { words: number; client: string | undefined }[] = [];
  const pooled = await startService({
    data: ['test/fixtures/reading.jsonl'],
    searchPool: (real) => ({
      search: (query) => Promise.resolve(real.search(query)),
      read: (text, dbs, from) => {
        turns.push({ words: splitWords(text).length, client: from?.client });
        return Promise.resolve(real.read(text, dbs));
      },
      close: () => Promise.resolve(),
    }),
  });
  try {
    const text = 'کتاب‌ها و امید. '.repeat(800);
    const body = reading(await post(pooled, text));
    expect(body.words).toHaveLength(2_400);
    expect(turns.map((turn) => turn.words)).toEqual([999, 999, 402]);
    expect(new Set(turns.map((turn) => turn.client))).toEqual(new Set(['127.0.0.1']));
  } finally {
    await pooled.stop();
  }
});
