/** The slice of Princeton WordNet 3.0 vendored under data/wordnet/ (wordnet-slice.ts writes it). */
import { sourceLines } from '../text-files';

export interface WordnetSynset {
  readonly id: string;
  readonly lemmas: readonly string[];
  readonly definition: string;
}

/** An antonym link between two WordNet words, each in its synset. */
export interface WordnetAntonym {
  readonly synset: string;
  readonly lemma: string;
  readonly otherSynset: string;
  readonly otherLemma: string;
}

export interface Wordnet {
  readonly synsets: ReadonlyMap<string, WordnetSynset>;
  readonly antonyms: readonly WordnetAntonym[];
}

export function readWordnetSlice(synsetsText: string, antonymsText: string): Wordnet {
  const synsets = new Map<string, WordnetSynset>();
  for (const line of sourceLines(synsetsText)) {
    const [id = '', lemmas = '', definition = ''] = line.split('\t');
    synsets.set(id, { id, lemmas: lemmas.split('|'), definition });
  }
  const antonyms = sourceLines(antonymsText).map((line) => {
    const [synset = '', lemma = '', otherSynset = '', otherLemma = ''] = line.split('\t');
    return { synset, lemma, otherSynset, otherLemma };
  });
  return { synsets, antonyms };
}
