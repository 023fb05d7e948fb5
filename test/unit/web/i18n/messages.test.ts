import { expect, test } from 'vitest';
import { messagesEn } from '../../../../src/web/i18n/messages-en';
import { messagesFa } from '../../../../src/web/i18n/messages-fa';

/** Every leaf of a table by its dotted key: a string, or a message function. */
function leaves(table: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(table)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

/** The names a message function destructures from its one parameter: `({ q, count }) => …` → q, count. */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const head = /^\s*(?:function\s*\w*)?\s*\(\s*\{([^}]*)\}/.exec(fn.toString())?.[1] ?? '';
  return head
    .split(',')
    .map((name) => name.split(':')[0]?.trim() ?? '')
    .filter((name) => name !== '')
    .sort();
}

const fa = leaves(messagesFa);
const en = leaves(messagesEn);

test('both tables have the same keys', () => {
  expect([...en.keys()].sort()).toEqual([...fa.keys()].sort());
  expect(fa.size).toBeGreaterThan(20);
});

test.each([...fa.keys()])('%s: a non-empty value in both languages, with the same parameters', (key) => {
  const pair = [fa.get(key), en.get(key)];
  for (const value of pair) {
    if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    else expect(typeof value, key).toBe('function');
  }
  const [mine, theirs] = pair;
  expect(typeof theirs).toBe(typeof mine);
  if (typeof mine !== 'function' || typeof theirs !== 'function') return;
  const names = parameterNames(mine as (...args: never[]) => unknown);
  expect(parameterNames(theirs as (...args: never[]) => unknown), key).toEqual(names);
  // Called with every parameter it names, each message says something in both languages.
  const params = Object.fromEntries(names.map((name) => [name, name === 'n' ? 2 : `‹${name}›`]));
  for (const message of [mine, theirs] as ((params: object) => unknown)[]) {
    const text = message(params);
    expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
  }
});

test('parameterNames reads a destructured parameter, so a renamed one fails the test above', () => {
  expect(parameterNames(({ q, count }: { q: string; count: string }) => q + count)).toEqual(['count', 'q']);
  expect(parameterNames(({ n }: { n: number }) => String(n))).not.toEqual(['count']);
});
