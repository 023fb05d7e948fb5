/**
 * Every `curl '…'` line of the API manual (docs/api.md) runs, as written apart from host and token, with the real
 * curl against the real service over the sample dictionaries its reader has and the thesaurus
 * built from open data, and its answer is checked: 200 with what was asked for, or the status and
 * error word the line's `# → CODE word` comment promises.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DB_NAMES } from '../../src/shared/catalog';
import { parseJsonOrUndefined } from '../../src/shared/json';
import { at, list } from '../support/service/json';
import { startService } from '../support/service/harness';

const MANUAL_HOST = 'http://127.0.0.1:8787';
const EXAMPLE = /^curl '([^']+)'(?:\s+#\s*(.*))?$/;

const examples = readFileSync('docs/api.md', 'utf8')
  .split('\n')
  .map((line) => EXAMPLE.exec(line.trim()))
  .filter((match) => match !== null)
  .map(([line = '', url = '', comment = '']) => {
    const promised = /→\s*(\d{3})\s+(\w+)/.exec(comment);
    return { line, url, status: Number(promised?.[1] ?? 200), word: promised?.[2] };
  });

const sample = [
  ...readdirSync('data')
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => join('data', name)),
  'data/built/motaradef.jsonl',
];
const service = await startService({ data: sample });
afterAll(() => service.stop());

test('the API manual shows examples, raw Persian words among them', () => {
  expect(examples.length).toBeGreaterThanOrEqual(5);
  expect(examples.some(({ url }) => /[\u0600-\u06FF]/.test(url))).toBe(true);
  expect(examples.every(({ url }) => url.startsWith(`${MANUAL_HOST}/v3/`) && url.includes('token=T&'))).toBe(true);
});

test.each(examples)('docs/api.md: $url', async ({ line, url, status, word }) => {
  const command = line
    .slice(0, line.indexOf(`'`, line.indexOf(`'`) + 1) + 1)
    .replace(MANUAL_HOST, `http://127.0.0.1:${service.port}`)
    .replace('token=T&', `token=${service.token}&`);
  // The service runs in this process: curl must not block it, so the run is asynchronous.
  const { stdout } = await promisify(execFile)('sh', ['-c', command], { encoding: 'utf8', timeout: 10_000 });
  const body = parseJsonOrUndefined(stdout);
  expect(at(body, 'response', 'code')).toBe(status);
  if (status !== 200) {
    expect(at(body, 'response', 'error')).toBe(word);
    return;
  }
  const search = new URL(url).searchParams;
  const op = new URL(url).pathname;
  if (op === '/v3/search') {
    expect(at(body, 'meta', 'q')).toBe(search.get('q'));
    const results = list(body, 'data', 'results');
    expect(results.length).toBeGreaterThan(0);
    // Every result comes from a dictionary the example asks for (all of them without a filter).
    const asked: readonly string[] = search.get('filter')?.split(',') ?? DB_NAMES;
    expect(results.map((r) => String(at(r, 'db'))).filter((db) => !asked.includes(db))).toEqual([]);
  } else if (op === '/v3/word') {
    expect(at(body, 'word', 'title')).toBe(search.get('title'));
    expect(at(body, 'word', 'db')).toBe(search.get('db'));
    // Our own `forms` and `examples` add the headword's forms and its sentences.
    if (search.get('forms') === 'true') expect(at(body, 'forms', 'kinds')).toBeInstanceOf(Array);
    if (search.get('examples') === 'true') expect(list(body, 'examples').length).toBeGreaterThan(0);
    // Ours: a thesaurus entry sends its senses, each with the gloss of the sense its words share.
    if (search.get('db') === 'motaradef') expect(list(body, 'word', 'thesaurus').length).toBeGreaterThan(0);
  } else {
    expect(at(body, 'meta', 'q')).toBe(search.get('q'));
    // Our own `forms=true` names the headwords an inflected q comes from; a plain suggest, completions.
    const field = search.get('forms') === 'true' ? 'forms' : 'suggestion';
    expect(list(body, 'data', field).length).toBeGreaterThan(0);
  }
});
