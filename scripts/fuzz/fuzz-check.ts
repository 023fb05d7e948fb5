/**
 * What every answer to a fuzz case must be: a JSON envelope whose code
 * is the HTTP status, never a 5xx, never the token; the status the contract predicts when the case is
 * well-formed; `rows`/`start` bounds kept; HEAD the same answer without a body; other methods 405
 * with `Allow`. Plain node:assert, so `npm run fuzz` can use it outside Vitest.
 */
import assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_STATUS, isErrorWord } from '../../src/shared/wire/errors';
import type { FuzzCase } from './fuzz-query';

export interface FuzzReply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

/** Statuses a request without a rate limit may get; 403 and 503 need a suspended token or no data. */
const ANSWERS = new Set([200, 204, 400, 401, 404, 405]);

function member(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
    value,
  );
}

function checkEnvelope(body: unknown, status: number): void {
  assert.equal(member(body, 'response', 'code'), status, 'response.code is the HTTP status');
  assert.equal(member(body, 'response', 'status'), status === 200, 'response.status is true only on 200');
  assert.equal(member(body, 'response', 'state'), null, 'response.state is null');
  const meta = member(body, 'meta');
  assert.ok(typeof meta === 'object' && meta !== null && !Array.isArray(meta), 'meta is an object');
  for (const value of Object.values(meta)) assert.equal(typeof value, 'string', 'meta echoes strings');
  if (status === 200) return;
  const word = member(body, 'response', 'error');
  assert.ok(typeof word === 'string' && isErrorWord(word), `error word ${String(word)} is one of the table`);
  assert.equal(ERROR_STATUS[word], status, `${word} goes with ${ERROR_STATUS[word]}`);
  assert.equal(typeof member(body, 'response', 'message'), 'string', 'an error says why');
}

function checkSearchPage(body: unknown): void {
  const rows = Number(member(body, 'meta', 'rows'));
  const start = Number(member(body, 'meta', 'start'));
  assert.ok(Number.isInteger(rows) && rows >= 1 && rows <= 50, `meta.rows ${rows} within 1..50`);
  assert.ok(Number.isInteger(start) && start >= 0 && start <= 10_000, `meta.start ${start} within 0..10000`);
  const results = member(body, 'data', 'results');
  const found = member(body, 'data', 'num_found');
  assert.ok(Array.isArray(results) && typeof found === 'number', 'data has results and num_found');
  assert.ok(results.length <= rows, `${results.length} results on a page of ${rows}`);
  assert.ok(results.length <= Math.max(0, found - start), 'no more results than are left after start');
}

/** Throws an AssertionError naming what is wrong with this answer to this case. */
export function checkReply(fuzz: FuzzCase, reply: FuzzReply, token: string): void {
  const { status, headers, text } = reply;
  assert.ok(ANSWERS.has(status), `status ${status} is one the service may give (never 5xx)`);
  assert.ok(!text.includes(token), 'the token is not in the body');
  for (const value of Object.values(headers)) assert.ok(!String(value).includes(token), 'nor in a header');

  if (fuzz.method === 'OPTIONS') {
    assert.equal(status, 204, 'OPTIONS is a CORS preflight');
    return;
  }
  assert.equal(headers['content-type'], 'application/json; charset=utf-8');
  if (!['GET', 'HEAD'].includes(fuzz.method)) {
    assert.equal(status, 405, `${fuzz.method} is not allowed`);
    assert.equal(headers.allow, 'GET, HEAD, OPTIONS');
  } else if (fuzz.expected !== undefined) {
    assert.ok(fuzz.expected.includes(status), `status ${status}, the spec says ${fuzz.expected.join(' or ')}`);
  }
  if (fuzz.method === 'HEAD') {
    assert.equal(text, '', 'HEAD has no body');
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    assert.fail(`the body is not JSON: ${text.slice(0, 200)}`);
  }
  assert.equal(headers['content-length'], String(Buffer.byteLength(text)), 'Content-Length is the body length');
  checkEnvelope(body, status);
  if (status === 200 && fuzz.op === 'search') checkSearchPage(body);
}
