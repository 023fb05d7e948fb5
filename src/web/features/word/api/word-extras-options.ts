/**
 * What a word page shows beside the entry: the headword's forms and its examples from real text
 * (`/v3/word?forms=true&examples=true`, ours). Both are the headword's, whichever dictionary's
 * entry the page shows, so they are kept under the headword: the same word in another dictionary
 * shows them at once. Against another v3 service the answer has neither, and nothing is shown.
 */
import { queryOptions } from '@tanstack/react-query';
import { exactKey } from '../../../../shared/persian/normalise';
import type { WordRoute } from '../../../../shared/routes';
import { wordBodySchema, type Example, type WordForms } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import { timeoutFromMeta } from '../../../api/request-timeout';

export interface WordExtras {
  /** Undefined from a service that makes none. */
  readonly forms: WordForms | undefined;
  readonly examples: readonly Example[];
}

export function wordExtrasOptions(baseUrl: string, word: WordRoute) {
  return queryOptions({
    queryKey: ['word', 'extras', { baseUrl, headword: exactKey(word.title) }] as const,
    queryFn: async ({ signal, meta }): Promise<WordExtras> => {
      const params = { title: word.title, db: word.db, num: String(word.num), forms: 'true', examples: 'true' };
      const body = await v3Get('word', params, wordBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
      return { forms: body.forms, examples: body.examples ?? [] };
    },
  });
}
