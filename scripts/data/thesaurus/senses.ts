/**
 * Which WordNet sense each word is in, and how surely: a word two kinds of source put in a
 * synset (its Wiktionary link or a translation table under one of the synset's English words,
 * the Persian WordNet, its own English gloss being one of those words) is surely in it.
 */
import type { Group, Kind, ThesaurusSources } from './sources';

/** Each synset's words, each with the kinds of source that put it there. */
export type Memberships = ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<Kind>>>;

const lower = (words: readonly string[]): Set<string> => new Set(words.map((word) => word.toLowerCase()));

/**
 * The synset a translation table's sense is: one whose English words hold the table's headword,
 * of its part of speech, sharing the most Persian words with it (the first such synset on a tie).
 */
export function tableSynsets(sources: ThesaurusSources): Map<string, string> {
  const linked = sources.groups.filter((group) => group.kind === 'tables' && group.synset !== undefined);
  const byMember = new Map<string, Group[]>();
  for (const group of linked) for (const word of group.members) byMember.set(word, [...(byMember.get(word) ?? []), group]);
  const found = new Map<string, string>();
  for (const group of sources.groups) {
    if (group.kind !== 'tables' || group.english === '') continue;
    const shared = new Map<string, number>();
    for (const word of group.members) {
      for (const candidate of byMember.get(word) ?? []) {
        const synset = candidate.synset ?? '';
        const english = lower(sources.wordnet.synsets.get(synset)?.lemmas ?? []);
        if (candidate.pos === group.pos && english.has(group.english.toLowerCase()))
          shared.set(synset, (shared.get(synset) ?? 0) + 1);
      }
    }
    const best = [...shared].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
    if (best !== undefined) found.set(group.id, best[0]);
  }
  return found;
}

export function memberships(sources: ThesaurusSources, synsetOfTable: ReadonlyMap<string, string>): Memberships {
  const synsets = new Map<string, Map<string, Set<Kind>>>();
  const add = (synset: string, word: string, kind: Kind): void => {
    const words = synsets.get(synset) ?? new Map<string, Set<Kind>>();
    words.set(word, (words.get(word) ?? new Set<Kind>()).add(kind));
    synsets.set(synset, words);
  };
  for (const group of sources.groups) {
    const synset = group.synset ?? synsetOfTable.get(group.id);
    if (synset !== undefined) for (const word of group.members) add(synset, word, group.kind);
  }
  for (const [synset, words] of synsets) {
    const english = lower(sources.wordnet.synsets.get(synset)?.lemmas ?? []);
    for (const word of words.keys()) {
      if ([...(sources.glossesOf.get(word) ?? [])].some((gloss) => english.has(gloss))) add(synset, word, 'glosses');
    }
  }
  return synsets;
}

/** The words two kinds of source put in `synset`. */
export function surelyIn(members: Memberships, synset: string): string[] {
  return [...(members.get(synset) ?? new Map<string, ReadonlySet<Kind>>())]
    .filter(([, kinds]) => kinds.size >= 2)
    .map(([word]) => word);
}
