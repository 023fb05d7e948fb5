import { afterAll, expect, test } from 'vitest';
import * as v from '../../src/shared/wire/check';
import { searchBodySchema, suggestBodySchema } from '../../src/shared/wire/schemas';
import { startService } from '../support/service/harness';

const service = await startService({ data: ['test/fixtures/first-minutes.jsonl'] });
afterAll(() => service.stop());

async function lookAlikes(q: string): Promise<string[]> {
  const reply = await service.call('search', { q, type: 'like', rows: '50' });
  return v.parse(searchBodySchema, reply.body).data.results.map((result) => result.title);
}

test('the look-alikes of «سگ» are whole headwords within one edit, the word itself first; never a phrase that holds it', async () => {
  expect(await lookAlikes('سگ')).toEqual(['سگ', 'سنگ', 'رگ']);
});

test('the suggestions for «سگ» complete it; a phrase that holds it across a space is not one', async () => {
  const reply = await service.call('suggest', { q: 'سگ' });
  const suggestions = v.parse(suggestBodySchema, reply.body).data.suggestion;
  expect(suggestions).toContain('سگ');
  expect(suggestions).toContain('سگ‌بان');
  expect(suggestions).not.toContain('کلاس گذاشتن');
});
