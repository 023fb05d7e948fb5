import { expect, test } from 'vitest';
import { importIndexed } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { readWords } from '../../../../src/server/api/read-words';
import { PoolBusyError, type SearchPool } from '../../../../src/server/ports/search-pool';
import { ApiError } from '../../../../src/server/ports/api-error';

const database = openStore(':memory:');
importIndexed(database, ['test/fixtures/reading.jsonl']);
const engine = createEngine(database);
const TEXT = 'کتاب '.repeat(3_000);
const always = () => Promise.resolve(true);
const room = { roomBytes: 1 << 30, pretty: false, charge: always };

test('a text is read for at most two seconds an answer: the piece that would start later is left for next', async () => {
  let clock = 0;
  // Each look at the clock finds 1.5 s more gone: the second piece starts in time, the third not.
  const now = () => (clock += 1_500) - 1_500;
  const reading = await readWords(TEXT, ['moein'], { engine: () => engine }, { ...room, now });
  expect(reading.words).toHaveLength(2_000);
  expect(reading.next).toBe(2_000 * 'کتاب '.length);
});

test('a busy pool refuses the first piece as a search, and ends the answer at a later one', async () => {
  let reads = 0;
  const pool: SearchPool = {
    search: () => Promise.reject(new Error('no searches here')),
    read: (text, dbs) =>
      ++reads === 2 ? Promise.reject(new PoolBusyError('busy')) : Promise.resolve(engine.read(text, dbs)),
    close: () => Promise.resolve(),
  };
  const reading = await readWords(TEXT, ['moein'], { engine: () => engine, searchPool: pool }, room);
  expect(reading.words).toHaveLength(1_000);
  expect(reading.next).toBe(1_000 * 'کتاب '.length);
  reads = 1;
  const refused = readWords(TEXT, ['moein'], { engine: () => engine, searchPool: pool }, room);
  await expect(refused).rejects.toBeInstanceOf(ApiError);
  await expect(refused).rejects.toMatchObject({ status: 503 });
});
