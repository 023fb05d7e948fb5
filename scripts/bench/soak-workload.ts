/**
 * The soak's mixed workload, shaped like readers typing: mostly suggestions for growing prefixes
 * of real headwords, then exact searches, word pages (one in ten for an entry that is not there,
 * answered 404), and a little like, ava and text. Every target is drawn from the sample data, and
 * the word pages from what the running service says it holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Target {
  /** Path and query, without the token. */
  readonly path: string;
  /** The status a correct service gives. */
  readonly expect: number;
}

export interface Route {
  readonly name: string;
  /** Part of all requests, 0..1. */
  readonly share: number;
  readonly targets: readonly Target[];
}

interface SampleEntry {
  readonly title: string;
  readonly text: string;
}

const enc = encodeURIComponent;

function readSample(dir: string): SampleEntry[] {
  const entries: SampleEntry[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const value: unknown = JSON.parse(line);
      const title: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'title') : undefined;
      const text: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'text') : undefined;
      if (typeof title === 'string' && typeof text === 'string' && title.trim() !== '') entries.push({ title, text });
    }
  }
  return entries;
}

const search = (type: string, q: string): Target => ({ path: `/v3/search?type=${type}&q=${enc(q)}`, expect: 200 });

/** Every prefix of the word, as a reader types it. */
function typed(title: string): Target[] {
  const letters = [...title];
  return letters.map((_, i) => ({ path: `/v3/suggest?q=${enc(letters.slice(0, i + 1).join(''))}`, expect: 200 }));
}

/** A slip of the hand: one letter dropped, or two neighbours swapped. */
function slip(title: string, i: number): string {
  const letters = [...title];
  if (letters.length < 3) return title;
  const at = 1 + (i % (letters.length - 2));
  if (i % 2 === 0) letters.splice(at, 1);
  else [letters[at], letters[at + 1]] = [letters[at + 1] ?? '', letters[at] ?? ''];
  return letters.join('');
}

/** Letters that sound alike, written the other way. */
function soundAlike(title: string): string {
  const swap: Record<string, string> = { س: 'ص', ت: 'ط', ز: 'ذ', ه: 'ح', ق: 'غ', ص: 'س', ط: 'ت' };
  return [...title].map((letter) => swap[letter] ?? letter).join('');
}

/** Word pages from the service's own answers to exact searches: (title, db, num) it holds. */
async function wordTargets(base: string, token: string, titles: readonly string[]): Promise<Target[]> {
  const targets: Target[] = [];
  for (const title of titles) {
    const response = await fetch(`${base}/v3/search?type=exact&rows=50&q=${enc(title)}&token=${enc(token)}`);
    const body: unknown = await response.json();
    const data: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
    const results: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'results') : undefined;
    for (const result of Array.isArray(results) ? results : []) {
      const [t, db, num]: unknown[] = ['title', 'db', 'num'].map((key) => Reflect.get(result, key));
      if (typeof t !== 'string' || typeof db !== 'string' || typeof num !== 'number') continue;
      targets.push({ path: `/v3/word?db=${db}&num=${num}&title=${enc(t)}`, expect: 200 });
      if (targets.length % 9 === 0) targets.push({ path: `/v3/word?db=${db}&num=999&title=${enc(t)}`, expect: 404 });
    }
  }
  return targets;
}

export async function buildWorkload(dataDir: string, base: string, token: string): Promise<Route[]> {
  const entries = readSample(dataDir);
  const titles = [...new Set(entries.map((entry) => entry.title))];
  const meaningWords = [...new Set(entries.flatMap((entry) => entry.text.split(/[\s.،؛:()[\]«»]+/)))].filter(
    (word) => [...word].length >= 3,
  );
  return [
    { name: 'suggest', share: 0.6, targets: titles.flatMap(typed) },
    { name: 'exact', share: 0.2, targets: titles.map((title) => search('exact', title)) },
    { name: 'word', share: 0.08, targets: await wordTargets(base, token, titles.slice(0, 300)) },
    { name: 'like', share: 0.05, targets: titles.map((title, i) => search('like', slip(title, i))) },
    { name: 'ava', share: 0.04, targets: titles.map((title) => search('ava', soundAlike(title))) },
    { name: 'text', share: 0.03, targets: meaningWords.map((word) => search('text', word)) },
  ];
}
