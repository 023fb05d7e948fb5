import { parseWordRoute, wordPath } from '../../../../shared/routes';
import { wordHeadText } from '../../../../shared/word-head';
import { HttpError } from '../../../api/errors';
import { headwordOptions } from '../../../api/headword-query';
import { wordOptions } from '../../../api/word-query';
import { closeWordsOptions } from '../../../features/word/api/close-words-options';
import { thesaurusRef } from '../../../features/word/api/thesaurus-entry';
import { wordExtrasOptions } from '../../../features/word/api/word-extras-options';
import { quietPlan, type PageContext, type PagePlan } from '../page-route';

/**
 * The entry, its headword's other entries, its forms and examples and its synonyms; close
 * headwords only when the entry is missing.
 */
export function wordPlan({ params, baseUrl, language }: PageContext): PagePlan {
  const word = parseWordRoute(params);
  if (word === undefined) return quietPlan(400);
  const main = wordOptions(baseUrl, word);
  return {
    status: 200,
    mainKey: main.queryKey,
    indexed: true,
    prefetch: async (client) => {
      const headword = headwordOptions(baseUrl, word.title);
      await Promise.all([
        client.prefetchQuery(main),
        client.prefetchQuery(headword),
        client.prefetchQuery(wordExtrasOptions(baseUrl, word)),
      ]);
      // The headword's synonyms, drawn with the page, from its thesaurus entry when it has one.
      const thesaurus = thesaurusRef(client.getQueryData(headword.queryKey));
      if (thesaurus !== undefined) await client.prefetchQuery(wordOptions(baseUrl, thesaurus));
      // Only a missing word shows close headwords; the extra search waits for that answer.
      const error = client.getQueryState(main.queryKey)?.error;
      if (error instanceof HttpError && error.status === 404) {
        await client.prefetchQuery(closeWordsOptions(baseUrl, word.title));
      }
    },
    head: (client) => {
      const entry = client.getQueryData(main.queryKey);
      if (entry === undefined) return undefined;
      return { ...wordHeadText(entry, word, language), canonicalPath: wordPath(word.db, word.title, word.num) };
    },
  };
}
