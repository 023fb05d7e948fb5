import { expect, test } from 'vitest';
import { WHOLE_EN as messagesEn, WHOLE_FA as messagesFa } from '../../../support/tables';

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

/**
 * What a message function says, as text: a string; a message with elements inside it gives its
 * pieces (components/pieces.tsx); a fault gives its wording (i18n/errors-fa.ts), every part said.
 */
function said(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((piece) => typeof piece === 'string').join('');
  if (typeof value === 'object' && value !== null) {
    const parts = Object.values(value).map(said);
    return parts.every((part) => part.trim() !== '') ? parts.join(' ') : '';
  }
  return '';
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
    expect(said(message(params)).trim(), key).not.toBe('');
  }
});

test('parameterNames reads a destructured parameter, so a renamed one fails the test above', () => {
  expect(parameterNames(({ q, count }: { q: string; count: string }) => q + count)).toEqual(['count', 'q']);
  expect(parameterNames(({ n }: { n: number }) => String(n))).not.toEqual(['count']);
});
