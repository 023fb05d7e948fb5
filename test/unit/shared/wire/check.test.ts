import { expect, test } from 'vitest';
import * as v from '../../../../src/shared/wire/check';

const entry = v.object({
  id: v.string(),
  num: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pron: v.optional(v.string(), ''),
  debug: v.optional(v.object({ took_ms: v.number() })),
  tags: v.array(v.literal('x')),
  state: v.optional(v.nullable(v.unknown()), null),
  meta: v.optional(v.record(v.string(), v.unknown()), {}),
});

test('a good value comes back with defaults filled and undeclared members dropped', () => {
  expect(v.parse(entry, { id: 'a', num: 2, tags: ['x'], extra: 1 })).toEqual({
    id: 'a',
    num: 2,
    pron: '',
    tags: ['x'],
    state: null,
    meta: {},
  });
  expect(v.parse(entry, { id: 'a', num: 1, tags: [], debug: { took_ms: 3, more: 1 } }).debug).toEqual({ took_ms: 3 });
});

test('every issue is reported with its path', () => {
  const result = v.safeParse(entry, { id: 1, num: 1.5, tags: ['x', 'y'], pron: null, meta: [] });
  expect(result.success).toBe(false);
  expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toEqual([
    'id: expected a string',
    'num: expected an integer',
    'pron: expected a string',
    'tags.1: expected "x"',
    'meta: expected an object',
  ]);
});

test('the wrong kind at the top, NaN, a number below the minimum', () => {
  expect(v.safeParse(entry, null).issues).toEqual([{ message: 'expected an object', path: [] }]);
  expect(v.is(v.number(), Number.NaN)).toBe(false);
  expect(v.safeParse(v.pipe(v.number(), v.minValue(0)), -1).issues?.[0]?.message).toBe('expected at least 0');
  expect(() => v.parse(v.array(v.string()), 'no')).toThrow('(value): expected an array');
});
