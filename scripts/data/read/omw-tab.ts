/**
 * An Open Multilingual Wordnet `.tab` file (data/omw/README.md): `synset⇥lang:lemma⇥word` rows
 * (the Arabic WordNet adds `:root` and `:brokenplural` rows, which are not lemmas).
 */
import { sourceLines } from '../text-files';

/** Each synset's lemmas, in file order, as written. */
export function readLemmas(text: string): Map<string, string[]> {
  const synsets = new Map<string, string[]>();
  for (const line of sourceLines(text)) {
    const [synset = '', kind = '', word = ''] = line.split('\t');
    if (!/(?:^|:)lemma$/.test(kind) || word.trim() === '') continue;
    const lemmas = synsets.get(synset) ?? [];
    lemmas.push(word.trim());
    synsets.set(synset, lemmas);
  }
  return synsets;
}
