/**
 * Pages the service draws ask their meaning searches in the reader's turn, as the API does
 * (docs/v3-contract.md §10.6): a flood of pages from one client waits behind its own searches.
 * A stand-in server entry draws the search it was handed; a stand-in pool holds searches in the
 * service's own fair queue until the test lets them through one at a time.
 */
import { afterAll, expect, test } from 'vitest';
import { FairQueue } from '../../src/server/pool/fair-queue';
import type { Engine } from '../../src/server/ports/engine';
import type { SearchPool } from '../../src/server/ports/search-pool';
import { standInWebRoot } from '../support/service/stand-in-web-root';
import { startService, type Reply } from '../support/service/harness';
import { setTimeout as sleep } from 'node:timers/promises';

const root = standInWebRoot(
  `export async function render(request) {
    const q = new URL(request.url, 'http://page').searchParams.get('q');
    const answer = await request.v3('search', { q, type: 'text' });
    const found = answer.body?.data?.num_found ?? answer.body?.response?.error;
    return { status: answer.status, head: { title: 'search', description: '', previewTitle: 'search' },
      body: '<p>' + String(found) + '</p>', stateScript: '', modules: [] };
  }`,
);

/** Searches wait in the fair queue, keyed as they reached the pool, until `release` lets the next through. */
const waiting = new FairQueue<() => void>();
function heldPool(engine: Engine): SearchPool {
  const unused = (): never => {
    throw new Error('not part of a page search');
  };
  return {
    search: (query, from) => new Promise((done) => waiting.push(from?.client ?? '', () => done(engine.search(query)))),
    read: unused,
    close: () => Promise.resolve(),
  };
}

const service = await startService({
  web: { root, config: () => ({ apiBase: '', token: 'app-token', product: 'farhang-web' }) },
  searchPool: heldPool,
  trustProxy: ['127.0.0.1'],
});
afterAll(async () => {
  await service.stop();
});

async function untilWaiting(count: number): Promise<void> {
  for (let tries = 0; waiting.size < count && tries < 500; tries += 1) await sleep(10);
  expect(waiting.size).toBe(count);
}

const page = (client: string): Promise<Reply> =>
  service.request(`/search?q=${encodeURIComponent('امید')}&type=text`, {
    headers: { Accept: 'text/html', 'X-Forwarded-For': client },
  });

test("one client's three meaning-search pages wait behind their own: another client's page is drawn second", async () => {
  const pages = new Map<string, Promise<Reply>>();
  // One after another, so the flood's own order is the order it reached the pool in.
  for (const [at, name] of ['flood-1', 'flood-2', 'flood-3'].entries()) {
    pages.set(name, page('198.51.100.7'));
    await untilWaiting(at + 1);
  }
  pages.set('reader', page('203.0.113.9'));
  await untilWaiting(4);

  const drawn: string[] = [];
  while (pages.size > 0) {
    waiting.shift()?.();
    const [name, reply] = await Promise.race([...pages].map(async ([key, answer]) => [key, await answer] as const));
    pages.delete(name);
    drawn.push(name);
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/<p>[1-9]\d*<\/p>/);
  }
  expect(drawn).toEqual(['flood-1', 'reader', 'flood-2', 'flood-3']);
});
