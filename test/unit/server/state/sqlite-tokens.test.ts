import path from 'node:path';
import { expect, test } from 'vitest';
import { openStore } from '../../../../src/server/dictionary/open-store';
import {
  appToken,
  createToken,
  listTokens,
  regenerateToken,
  resumeToken,
  revokeToken,
  suspendToken,
  verifyToken,
} from '../../../../src/server/state/sqlite/sqlite-tokens';
import { TokenError } from '../../../../src/server/ports/token-store';
import { tempDir } from '../../../support/temp-dir';

test('a created token has the public shape and verifies with its name and rate limit', () => {
  const database = openStore(':memory:');
  const { id, token } = createToken(database, { name: 'my app', rateLimit: 5 });
  expect(token).toMatch(new RegExp(`^${id}\\.[A-Za-z0-9]{40}$`));
  expect(verifyToken(database, token)).toEqual({ kind: 'ok', id, name: 'my app', rateLimit: 5 });
  const other = createToken(database, { name: 'other' });
  expect(other.id).not.toBe(id);
  expect(verifyToken(database, other.token)).toEqual({ kind: 'ok', id: other.id, name: 'other', rateLimit: null });
});

test('secrets are drawn from all 62 letters and digits', () => {
  const database = openStore(':memory:');
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++)
    for (const ch of createToken(database, { name: `t${i}` }).token.split('.')[1] ?? '') seen.add(ch);
  expect(seen.size).toBe(62);
});

test('a wrong secret, another id or a changed letter is invalid', () => {
  const database = openStore(':memory:');
  const { id, token } = createToken(database, { name: 'a' });
  const secret = token.slice(token.indexOf('.') + 1);
  const flipped = (secret[0] === 'A' ? 'B' : 'A') + secret.slice(1);
  expect(verifyToken(database, `${id}.${flipped}`)).toEqual({ kind: 'invalid' });
  expect(verifyToken(database, `${id + 1}.${secret}`)).toEqual({ kind: 'invalid' });
  expect(verifyToken(database, `999999.${secret}`)).toEqual({ kind: 'invalid' });
});

test('malformed strings are invalid and never throw', () => {
  const database = openStore(':memory:');
  const { token } = createToken(database, { name: 'a' });
  const malformed = [
    '',
    'no-dot-at-all',
    '.',
    `${token}x`,
    token.slice(0, -1),
    ` ${token}`,
    token.replace('.', ':'),
    `0${token}`,
    `-1.${token.split('.')[1]}`,
    `1e3.${token.split('.')[1]}`,
    `${'9'.repeat(40)}.${token.split('.')[1]}`,
    'x'.repeat(1_000_000),
    `${token.split('.')[0]}.${'۱'.repeat(40)}`,
    `${token.split('.')[0]}.${'😀'.repeat(20)}`,
    '\u0000'.repeat(57),
  ];
  for (const presented of malformed) expect(verifyToken(database, presented)).toEqual({ kind: 'invalid' });
});

test('regenerate: the old token stops working at once, the new one works', () => {
  const database = openStore(':memory:');
  const { id, token } = createToken(database, { name: 'a' });
  const fresh = regenerateToken(database, id);
  expect(fresh).not.toBe(token);
  expect(fresh.startsWith(`${id}.`)).toBe(true);
  expect(verifyToken(database, token)).toEqual({ kind: 'invalid' });
  expect(verifyToken(database, fresh)).toEqual({ kind: 'ok', id, name: 'a', rateLimit: null });
});

test('suspend gives the reason with the right secret only; resume restores it', () => {
  const database = openStore(':memory:');
  const { id, token } = createToken(database, { name: 'a' });
  suspendToken(database, id, 'unpaid invoice');
  expect(verifyToken(database, token)).toEqual({ kind: 'suspended', id, reason: 'unpaid invoice' });
  expect(verifyToken(database, `${id}.${'A'.repeat(40)}`)).toEqual({ kind: 'invalid' });
  resumeToken(database, id);
  expect(verifyToken(database, token)).toEqual({ kind: 'ok', id, name: 'a', rateLimit: null });
});

test('revoke makes the token invalid for good', () => {
  const database = openStore(':memory:');
  const { id, token } = createToken(database, { name: 'a' });
  revokeToken(database, id);
  expect(verifyToken(database, token)).toEqual({ kind: 'invalid' });
  expect(() => regenerateToken(database, id)).toThrow(TokenError);
  expect(() => resumeToken(database, id)).toThrow(TokenError);
  expect(verifyToken(database, token)).toEqual({ kind: 'invalid' });
});

test('unknown ids and bad values are refused with TokenError', () => {
  const database = openStore(':memory:');
  expect(() => regenerateToken(database, 42)).toThrow(new TokenError('no token 42'));
  expect(() => revokeToken(database, 42)).toThrow(TokenError);
  expect(() => suspendToken(database, 42, 'x')).toThrow(TokenError);
  expect(() => resumeToken(database, 42)).toThrow(TokenError);
  expect(() => createToken(database, { name: '  ' })).toThrow(TokenError);
  expect(() => createToken(database, { name: 'a', rateLimit: 0 })).toThrow(TokenError);
  expect(() => createToken(database, { name: 'a', rateLimit: 2.5 })).toThrow(TokenError);
  expect(listTokens(database)).toEqual([]);
});

test('the list shows status, reason and rate limit but never the token or its hash', () => {
  const database = openStore(':memory:');
  const a = createToken(database, { name: 'a', rateLimit: 3 });
  const b = createToken(database, { name: 'b' });
  suspendToken(database, b.id, 'abuse');
  const listed = listTokens(database);
  expect(listed.map(({ createdAt: _createdAt, ...row }) => row)).toEqual([
    { id: a.id, name: 'a', status: 'active', reason: '', rateLimit: 3 },
    { id: b.id, name: 'b', status: 'suspended', reason: 'abuse', rateLimit: null },
  ]);
  expect(Date.parse(listed[0]?.createdAt ?? '')).not.toBeNaN();
  const text = JSON.stringify(listed);
  const hashes = database.prepare('SELECT hash FROM tokens').pluck().all().map(String);
  for (const secret of [a.token, b.token, a.token.split('.')[1] ?? '', ...hashes]) expect(text).not.toContain(secret);
  expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
});

test('the web app token is stable across calls and reopening, and replaced once revoked', () => {
  const file = path.join(tempDir(), 'farhang.db');
  const database = openStore(file);
  const first = appToken(database);
  expect(appToken(database)).toBe(first);
  expect(verifyToken(database, first)).toMatchObject({ kind: 'ok', name: 'farhang-web', rateLimit: null });
  database.close();

  const reopened = openStore(file);
  expect(appToken(reopened)).toBe(first);
  const verdict = verifyToken(reopened, first);
  if (verdict.kind !== 'ok') throw new Error('the app token should verify');
  regenerateToken(reopened, verdict.id);
  const second = appToken(reopened);
  expect(second).not.toBe(first);
  expect(verifyToken(reopened, second)).toMatchObject({ kind: 'ok', name: 'farhang-web' });
  reopened.close();
});
