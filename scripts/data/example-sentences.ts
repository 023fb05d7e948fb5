/**
 * The sentences a word page's examples are drawn from (data/examples/README.md): each corpus's
 * text as its authors wrote it, with what tells us which words it holds — a treebank's lemmas, or
 * Shekasteh's standard Persian beside its spoken line.
 */
import { readFileSync } from 'node:fs';
import type { ExampleSource } from '../../src/shared/example-sources';
import { lemmaOf } from './frequency-sources';

export interface CorpusSentence {
  /** The corpus's own id («dev-s12»), or the line it is on. */
  readonly id: string;
  readonly source: ExampleSource;
  readonly text: string;
  /** A treebank's lemmas, as exact keys (a verb's as its infinitive): a headword it holds is one of them. */
  readonly lemmas?: ReadonlySet<string>;
  /** Shekasteh's standard spelling of the line: a headword its spoken words lead to is there too. */
  readonly standard?: string;
}

/** The sentences of a CoNLL-U file: `# sent_id`, `# text` and its words' lemmas. */
export function treebankSentences(file: string, source: ExampleSource): CorpusSentence[] {
  const out: CorpusSentence[] = [];
  let id = '';
  let text = '';
  let lemmas = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('# sent_id = ')) id = line.slice('# sent_id = '.length).trim();
    else if (line.startsWith('# text = ')) text = line.slice('# text = '.length).trim();
    else if (line === '') {
      if (text !== '') out.push({ id, source, text, lemmas });
      text = '';
      lemmas = new Set();
    } else if (!line.startsWith('#')) {
      const [, form = '', lemma = '', upos = ''] = line.split('\t');
      const key = lemmaOf(form, lemma, upos);
      if (key !== undefined && key !== '') lemmas.add(key);
    }
  }
  return out;
}

/** Shekasteh's lines: the spoken text as typed (its first column) and its standard spelling (the second). */
export function shekastehSentences(file: string): CorpusSentence[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const [text = '', standard = ''] = line.split('\t');
      return text.trim() === '' ? [] : [{ id: `line-${index + 1}`, source: 'shekasteh' as const, text: text.trim(), standard }];
    });
}
