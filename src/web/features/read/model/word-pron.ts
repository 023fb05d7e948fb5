/**
 * The romanisation shown above a word of the reading: the word's own, never its headword's over
 * another form («raftan» over «رفتیم»). A word written as its headword has the pron of the entry
 * its link goes to (else of another dictionary's entry for it); a form has the one the service
 * read from the data (`pron`), else one composed from the headword's and its ending's, else none.
 */
import { exactKey } from '../../../../shared/persian/normalise';
import type { WordView } from '../../../../shared/reading/reading-view';
import { composedPron } from '../../../../shared/persian/composed-pron';

export function wordPron(word: WordView, title: string, linked: { readonly pron: string }): string {
  const headwordPron =
    linked.pron !== ''
      ? linked.pron
      : (word.headwords.find((headword) => headword.title === title && headword.pron !== '')?.pron ?? '');
  if (exactKey(word.text) === exactKey(title)) return headwordPron;
  if (word.pron !== undefined && word.pron !== '') return word.pron;
  // A word in pieces («دوستش داشتم») is no headword with an ending.
  return word.parts === undefined ? composedPron(word.text, title, headwordPron) : '';
}
