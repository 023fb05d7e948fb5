/**
 * The romanisation shown above a word of the reading: the pron of the headword its link goes to,
 * else of another dictionary's entry for the same headword. Only what the dictionaries give: a
 * word none of them romanises has none.
 */
import type { WordView } from '../../../../shared/reading/reading-view';

export function wordPron(word: WordView, title: string, linked: { readonly pron: string }): string {
  if (linked.pron !== '') return linked.pron;
  return word.headwords.find((headword) => headword.title === title && headword.pron !== '')?.pron ?? '';
}
