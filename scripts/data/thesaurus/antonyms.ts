/**
 * Which pairs of words the thesaurus lists as opposites, each pair with the sense each word is
 * opposed in. Three ways, each needing two witnesses:
 * - WordNet links the two synsets as antonyms and each word is surely in its synset (senses.ts);
 * - WordNet links two English words as antonyms, each Persian word is in that word's synset, and
 *   its own entry glosses it chiefly with that English word;
 * - the words differ by a negating prefix («ممکن», «ناممکن», «غیرممکن»; «باسواد», «بی‌سواد»)
 *   and their own glosses are opposites too («possible», «impossible»).
 */
import { exactKey } from '../../../src/shared/persian/normalise';
import { pairKey } from './synonyms';
import { surelyIn, type Memberships } from './senses';
import type { ThesaurusSources } from './sources';

/** One word of an antonym pair, and the sense it is opposed in: a synset, or an English gloss. */
export interface Opposed {
  readonly word: string;
  readonly synset: string | undefined;
  readonly gloss: string;
}

export type Antonyms = Map<string, readonly [Opposed, Opposed]>;

const NEGATIONS = ['un', 'in', 'im', 'il', 'ir', 'non', 'non-', 'dis', 'a', 'not '];
/** Persian prefixes that negate, with what the word they negate is written with. */
const PREFIXES: readonly (readonly [string, string])[] = [
  ['نا', ''],
  ['غیر', ''],
  ['بی', 'با'],
];

/** WordNet's English antonyms, each word to the words it is opposed to (lower case). */
export function englishOpposites(sources: ThesaurusSources): Map<string, Set<string>> {
  const opposites = new Map<string, Set<string>>();
  for (const link of sources.wordnet.antonyms) {
    const [x, y] = [link.lemma.toLowerCase(), link.otherLemma.toLowerCase()];
    opposites.set(x, (opposites.get(x) ?? new Set<string>()).add(y));
  }
  return opposites;
}

const negates = (negated: string, plain: string, opposites: Map<string, Set<string>>): boolean =>
  NEGATIONS.some((prefix) => negated === prefix + plain) ||
  (plain.endsWith('ful') && negated === `${plain.slice(0, -3)}less`) ||
  opposites.get(plain)?.has(negated) === true;

export function findAntonyms(sources: ThesaurusSources, members: Memberships): Antonyms {
  const found: Antonyms = new Map();
  const add = (one: Opposed, other: Opposed): void => {
    // Words glossed alike are not opposites, whatever a link says («هرگز», «هیچ‌وقت»: never, ever).
    const glosses = sources.chiefGlossesOf.get(one.word) ?? new Set<string>();
    if (one.word === other.word || [...(sources.chiefGlossesOf.get(other.word) ?? [])].some((g) => glosses.has(g))) return;
    const key = pairKey(one.word, other.word);
    if (!found.has(key)) found.set(key, one.word < other.word ? [one, other] : [other, one]);
  };
  const chief = (word: string, lemma: string): boolean => sources.chiefGlossesOf.get(word)?.has(lemma.toLowerCase()) === true;
  for (const link of sources.wordnet.antonyms) {
    for (const a of surelyIn(members, link.synset))
      for (const b of surelyIn(members, link.otherSynset))
        add({ word: a, synset: link.synset, gloss: '' }, { word: b, synset: link.otherSynset, gloss: '' });
    const these = [...(members.get(link.synset)?.keys() ?? [])].filter((word) => chief(word, link.lemma));
    const those = [...(members.get(link.otherSynset)?.keys() ?? [])].filter((word) => chief(word, link.otherLemma));
    for (const a of these)
      for (const b of those)
        add({ word: a, synset: link.synset, gloss: '' }, { word: b, synset: link.otherSynset, gloss: '' });
  }
  const opposites = englishOpposites(sources);
  const words = new Set(sources.glossesOf.keys());
  for (const word of words) {
    for (const [prefix, positive] of PREFIXES) {
      if (!word.startsWith(exactKey(prefix))) continue;
      const plain = exactKey(positive) + word.slice(exactKey(prefix).length);
      if (plain.length - exactKey(positive).length < 3 || !words.has(plain)) continue;
      for (const g1 of sources.chiefGlossesOf.get(word) ?? [])
        for (const g2 of sources.chiefGlossesOf.get(plain) ?? [])
          if (negates(g1, g2, opposites)) add({ word, synset: undefined, gloss: g1 }, { word: plain, synset: undefined, gloss: g2 });
    }
  }
  return found;
}
