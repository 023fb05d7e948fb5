/**
 * motaradef, the thesaurus (data/built/README.md): synonyms and opposites of Persian words from
 * the Open Multilingual Wordnet's Persian wordnets, English Wiktionary's translation tables and
 * Persian entries, and WordNet's antonym links; a pair is kept only where two kinds agree.
 */
import { jsonlFile } from '../jsonl';
import type { BuiltFile, SourceReader } from '../text-files';
import { englishOpposites, findAntonyms } from './antonyms';
import { thesaurusEntries } from './entries';
import { memberships, tableSynsets } from './senses';
import { readThesaurusSources } from './sources';
import { keptSynonyms, pairsOf } from './synonyms';
import { thesaurusText } from '../../../src/shared/thesaurus';

export function buildThesaurus(read: SourceReader): BuiltFile[] {
  const sources = readThesaurusSources(read);
  const synonyms = keptSynonyms(pairsOf(sources.groups), sources.spellings);
  // A word whose own gloss is the opposite of its partner's, or of the sense that holds the pair,
  // is no synonym whatever a group says («هرگز», never, sits in WordNet's «always, ever»).
  const opposites = englishOpposites(sources);
  const opposedTo = (word: string, english: ReadonlySet<string>): boolean =>
    [...(sources.chiefGlossesOf.get(word) ?? [])].some((gloss) =>
      [...(opposites.get(gloss) ?? [])].some((opposite) => english.has(opposite)),
    );
  for (const [key, pair] of synonyms) {
    const english = new Set<string>();
    for (const group of pair.groups) {
      if (group.english !== '') english.add(group.english.toLowerCase());
      for (const lemma of sources.wordnet.synsets.get(group.synset ?? '')?.lemmas ?? []) english.add(lemma.toLowerCase());
    }
    for (const gloss of sources.chiefGlossesOf.get(pair.b) ?? []) english.add(gloss);
    if (opposedTo(pair.a, english) || opposedTo(pair.b, english)) synonyms.delete(key);
  }
  const synsetOfTable = tableSynsets(sources);
  const antonyms = findAntonyms(sources, memberships(sources, synsetOfTable));
  // A pair the sources call both alike and opposite is neither, to a careful reader.
  for (const key of antonyms.keys()) if (synonyms.has(key)) antonyms.delete(key);
  const entries = thesaurusEntries(sources, synonyms, antonyms, synsetOfTable);
  return [
    jsonlFile(
      'motaradef',
      entries.map((entry) => ({ title: entry.title, text: thesaurusText(entry.senses), thesaurus: entry.senses })),
    ),
  ];
}
