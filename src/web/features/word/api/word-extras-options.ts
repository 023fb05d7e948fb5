/**
 * What a word page shows beside the entry: the headword's forms and its examples from real text
 * (`/v3/word?forms=true&examples=true`, ours), asked beside the entry's own query so that the
 * entry a compare column fetched is not fetched again. Against another v3 service the answer has
 * neither, and nothing is shown.
 */
import { queryOptions } from '@tanstack/react-query';
import type { WordRoute } from '../../../../shared/routes';
import { wordExtrasBodySchema, type Example, type WordForms } from '../../../../shared/wire/word-extras';
import { v3Get } from '../../../api/api-client';
import { timeoutFromMeta } from '../../../api/request-timeout';

export interface WordExtras {
  /** Undefined from a service that makes none. */
  readonly forms: WordForms | undefined;
  readonly examples: readonly Example[];
}

export function wordExtrasOptions(baseUrl: string, word: WordRoute) {
  return queryOptions({
    queryKey: ['word', 'extras', { baseUrl, db: word.db, title: word.title, num: word.num }] as const,
    queryFn: async ({ signal, meta }): Promise<WordExtras> => {
      const params = { title: word.title, db: word.db, num: String(word.num), forms: 'true', examples: 'true' };
      const body = await v3Get('word', params, wordExtrasBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
      return { forms: body.forms, examples: body.examples ?? [] };
    },
  });
}
