/**
 * The tokens of a CoNLL-U file (a UD treebank) as a reader meets them: each token of the text with
 * the universal part of speech of its word, a token holding a clitic («کتابش») with its host's.
 */
import { readFileSync } from 'node:fs';

export interface TaggedToken {
  readonly form: string;
  readonly upos: string;
  /** As the treebank writes it: a verb's past stem («گفت»), another word's own form. */
  readonly lemma: string;
}

/** Every sentence of the file, as its tokens. */
export function taggedSentences(file: string): TaggedToken[][] {
  const sentences: TaggedToken[][] = [];
  for (const block of readFileSync(file, 'utf8').split('\n\n')) {
    const tokens: TaggedToken[] = [];
    let span: { last: number; form: string; upos: string; lemma: string } | undefined;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      const [id = '', form = '', lemma = '', upos = ''] = line.split('\t');
      const range = /^(\d+)-(\d+)$/.exec(id);
      if (range !== null) {
        span = { last: Number(range[2]), form, upos: '', lemma: '' };
        continue;
      }
      if (id.includes('.')) continue;
      if (span === undefined) {
        tokens.push({ form, upos, lemma });
        continue;
      }
      if (span.upos === '') [span.upos, span.lemma] = [upos, lemma];
      if (Number(id) < span.last) continue;
      tokens.push({ form: span.form, upos: span.upos, lemma: span.lemma });
      span = undefined;
    }
    if (tokens.length > 0) sentences.push(tokens);
  }
  return sentences;
}
