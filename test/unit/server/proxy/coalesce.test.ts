import { expect, test } from 'vitest';
import { createCoalescer } from '../../../../src/server/proxy/coalesce';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

test('N concurrent calls with one key run the work once and all get its result', async () => {
  const coalescer = createCoalescer<string>();
  const gate = deferred<string>();
  let runs = 0;
  const work = () => {
    runs += 1;
    return gate.promise;
  };
  const calls = Array.from({ length: 25 }, () => coalescer.run('k', work));
  expect(coalescer.inFlight).toBe(1);
  gate.resolve('answer');
  expect(await Promise.all(calls)).toEqual(Array.from({ length: 25 }, () => 'answer'));
  expect(runs).toBe(1);
  expect(coalescer.inFlight).toBe(0);
});

test('different keys run separately', async () => {
  const coalescer = createCoalescer<string>();
  let runs = 0;
  const work = (value: string) => () => {
    runs += 1;
    return Promise.resolve(value);
  };
  expect(await Promise.all([coalescer.run('a', work('A')), coalescer.run('b', work('B'))])).toEqual(['A', 'B']);
  expect(runs).toBe(2);
});

test('a failure is shared by the waiting callers but not remembered for the next one', async () => {
  const coalescer = createCoalescer<string>();
  const gate = deferred<string>();
  const first = coalescer.run('k', () => gate.promise);
  const second = coalescer.run('k', () => Promise.resolve('not run'));
  gate.reject(new Error('upstream down'));
  await expect(first).rejects.toThrow('upstream down');
  await expect(second).rejects.toThrow('upstream down');
  expect(await coalescer.run('k', () => Promise.resolve('fresh'))).toBe('fresh');
});

test('a call after the work settled starts new work', async () => {
  const coalescer = createCoalescer<number>();
  let runs = 0;
  const work = () => Promise.resolve((runs += 1));
  expect(await coalescer.run('k', work)).toBe(1);
  expect(await coalescer.run('k', work)).toBe(2);
});
