/**
 * motaradef, the thesaurus (data/built/README.md): synonyms and opposites of Persian words from
 * the Open Multilingual Wordnet's Persian wordnets, English Wiktionary's translation tables and
 * Persian entries, and WordNet's antonym links; a pair is kept only where two kinds agree.
 */
import { jsonlFile } from '../jsonl';
import type { BuiltFile, SourceReader } from '../text-files';
import { findAntonyms } from './antonyms';
import { thesaurusEntries } from './entries';
import { memberships, tableSynsets } from './senses';
import { readThesaurusSources } from './sources';
import { keptSynonyms, pairsOf } from './synonyms';
import { thesaurusText } from '../../../src/shared/thesaurus';

export function buildThesaurus(read: SourceReader): BuiltFile[] {
  const sources = readThesaurusSources(read);
  const synonyms = keptSynonyms(pairsOf(sources.groups), sources.spellings);
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
