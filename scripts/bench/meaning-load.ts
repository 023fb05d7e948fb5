/**
 * bench:service's meaning and like figures over HTTP: each query of a set sent once, one after
 * another (a first visit: nothing cached), and many clients sending queries never sent before
 * while one more times /v3/word lookups.
 */
import { Agent } from 'node:http';
import { getStatus } from './get-status';
import { pick, type SampleEntry } from '../bench-engine-data';
import { percentile } from './percentile';

export interface Timed {
  readonly p50: number;
  readonly p99: number;
  readonly failed: number;
}

const searchPath = (type: string, q: string, token: string): string =>
  `/v3/search?type=${type}&q=${encodeURIComponent(q)}&token=${token}&prettyprint=false`;

function summary(times: number[], failed: number): Timed {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), failed };
}

/** Each query once, in order, on one connection: p50/p99 of the 200s, and how many were not 200. */
export async function timeEach(url: URL, token: string, type: string, queries: readonly string[]): Promise<Timed> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failed = 0;
  for (const q of queries) {
    const started = performance.now();
    const status = await getStatus(agent, url, searchPath(type, q, token));
    if (status === 200) times.push(performance.now() - started);
    else failed++;
  }
  agent.destroy();
  return summary(times, failed);
}

export interface Load {
  readonly sent: number;
  readonly answered: number;
  readonly busy: number;
  readonly searches: Timed;
  readonly words: Timed;
}

/** `clients` clients each sending `next()` queries one after another for `seconds`, and /v3/word timed beside them. */
export async function underLoad(
  url: URL,
  token: string,
  type: string,
  next: () => string,
  sample: readonly SampleEntry[],
  options: { clients: number; seconds: number },
): Promise<Load> {
  const until = performance.now() + options.seconds * 1000;
  const searchTimes: number[] = [];
  let sent = 0;
  let busy = 0;
  let other = 0;
  const client = async (): Promise<void> => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < until) {
      const started = performance.now();
      const status = await getStatus(agent, url, searchPath(type, next(), token));
      sent++;
      if (status === 200) searchTimes.push(performance.now() - started);
      else if (status === 503) busy++;
      else other++;
    }
    agent.destroy();
  };
  const wordTimes: number[] = [];
  let wordFailed = 0;
  const reader = async (): Promise<void> => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < until) {
      const e = pick(sample);
      const started = performance.now();
      const path = `/v3/word?db=${e.db}&num=${e.num}&title=${encodeURIComponent(e.title)}&token=${token}`;
      if ((await getStatus(agent, url, path)) === 200) wordTimes.push(performance.now() - started);
      else wordFailed++;
    }
    agent.destroy();
  };
  await Promise.all([reader(), ...Array.from({ length: options.clients }, client)]);
  return {
    sent,
    answered: searchTimes.length,
    busy,
    searches: summary(searchTimes, busy + other),
    words: summary(wordTimes, wordFailed),
  };
}
