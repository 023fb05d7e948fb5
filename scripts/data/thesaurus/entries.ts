/**
 * The thesaurus's entries: each word with synonyms or opposites, its synonyms grouped by the
 * sense they share with it (the fewest groups that hold them all, a translation table's sense
 * before a WordNet sense before a shared English gloss), each sense's opposites beside it.
 */
import type { ThesaurusSense } from '../../../src/shared/wire/thesaurus';
import { byCodeUnits } from '../text-files';
import type { Antonyms, Opposed } from './antonyms';
import { evidenceOf, type Pair } from './synonyms';
import { synsetLabel, type Group, type ThesaurusSources } from './sources';

export interface ThesaurusEntry {
  readonly title: string;
  readonly senses: readonly ThesaurusSense[];
}

interface Sense {
  readonly id: string;
  readonly gloss: string;
  readonly synset: string | undefined;
  readonly synonyms: string[];
  readonly antonyms: string[];
}

// A translation table's own sense reads best; WordNet's is next; a bare English word says least.
const rank = (group: Group): number => (group.english !== '' ? 0 : group.kind === 'tables' ? 1 : 2);

/** The fewest shown groups that hold every partner, each partner in the first that holds it. */
function groupPartners(word: string, partners: ReadonlyMap<string, Pair>): Map<Group, string[]> {
  const candidates = new Map<Group, Set<string>>();
  for (const [partner, pair] of partners) {
    for (const group of pair.groups) {
      if (group.kind === 'wordnet' || !group.members.includes(word)) continue;
      candidates.set(group, (candidates.get(group) ?? new Set<string>()).add(partner));
    }
  }
  const chosen = new Map<Group, string[]>();
  const left = new Set(partners.keys());
  while (left.size > 0) {
    let best: [Group, string[]] | undefined;
    for (const [group, members] of candidates) {
      const covers = [...members].filter((partner) => left.has(partner));
      if (covers.length === 0) continue;
      if (
        best === undefined ||
        covers.length > best[1].length ||
        (covers.length === best[1].length && (rank(group) - rank(best[0]) || byCodeUnits(group.id, best[0].id)) < 0)
      )
        best = [group, covers];
    }
    // A pair known only from the Persian WordNet and glosses has its glosses' group: never reached.
    if (best === undefined) break;
    chosen.set(best[0], best[1]);
    for (const partner of best[1]) left.delete(partner);
  }
  return chosen;
}

export function thesaurusEntries(
  sources: ThesaurusSources,
  synonyms: ReadonlyMap<string, Pair>,
  antonyms: Antonyms,
  synsetOfTable: ReadonlyMap<string, string>,
): ThesaurusEntry[] {
  const partnersOf = new Map<string, Map<string, Pair>>();
  for (const pair of synonyms.values()) {
    for (const [one, other] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const)
      partnersOf.set(one, (partnersOf.get(one) ?? new Map<string, Pair>()).set(other, pair));
  }
  const opposedOf = new Map<string, [Opposed, Opposed][]>();
  for (const [one, other] of antonyms.values()) {
    opposedOf.set(one.word, [...(opposedOf.get(one.word) ?? []), [one, other]]);
    opposedOf.set(other.word, [...(opposedOf.get(other.word) ?? []), [other, one]]);
  }
  const shown = (key: string): string => sources.spellings.of(key);
  const strength = (pair: Pair | undefined): number => {
    const { kinds, headwords } = pair === undefined ? { kinds: 0, headwords: 0 } : evidenceOf(pair);
    return kinds + headwords;
  };

  const words = [...new Set([...partnersOf.keys(), ...opposedOf.keys()])];
  return words
    .map((word) => {
      const partners = partnersOf.get(word) ?? new Map<string, Pair>();
      const senses: Sense[] = [...groupPartners(word, partners)].map(([group, members]) => ({
        id: group.id,
        gloss: group.label,
        synset: group.synset ?? synsetOfTable.get(group.id),
        synonyms: members
          .sort((x, y) => strength(partners.get(y)) - strength(partners.get(x)) || byCodeUnits(shown(x), shown(y)))
          .map(shown),
        antonyms: [],
      }));
      senses.sort((x, y) => y.synonyms.length - x.synonyms.length || byCodeUnits(x.gloss, y.gloss));
      for (const [self, other] of opposedOf.get(word) ?? []) {
        const id = self.synset ?? `gloss:${self.gloss}`;
        let sense = senses.find((s) => (self.synset !== undefined ? s.synset === self.synset : s.id === id));
        if (sense === undefined) {
          const gloss = self.synset === undefined ? self.gloss : synsetLabel(sources.wordnet, self.synset);
          sense = { id, gloss, synset: self.synset, synonyms: [], antonyms: [] };
          senses.push(sense);
        }
        if (!sense.antonyms.includes(shown(other.word))) sense.antonyms.push(shown(other.word));
      }
      for (const sense of senses) sense.antonyms.sort(byCodeUnits);
      return {
        title: shown(word),
        senses: senses.map(({ gloss, synonyms: same, antonyms: opposite }) => ({ gloss, synonyms: same, antonyms: opposite })),
      };
    })
    .sort((x, y) => byCodeUnits(x.title, y.title));
}

