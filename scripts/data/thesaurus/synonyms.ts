/**
 * Which pairs of words the thesaurus lists as synonyms: those that two kinds of source put in one
 * sense (a translation table and the Persian WordNet, or either and the words' own English
 * glosses), or that translation tables list together under two different English headwords. One
 * kind alone is not enough: a word sharing an English translation is not a synonym («پیش کسوت»
 * and «دوست» share only WordNet's sense «supporter, protagonist, champion, friend»), and the
 * tables list dialect and archaic words beside standard ones («گت» beside «بزرگ»).
 */
import { sameFamily, type Spellings } from '../persian-words';
import { MAX_GROUP, type Group, type Kind } from './sources';

/** A pair of words (keys, in code-unit order) and the groups that hold both. */
export interface Pair {
  readonly a: string;
  readonly b: string;
  readonly groups: readonly Group[];
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}\t${b}` : `${b}\t${a}`);

/** Every pair of the groups' members with the groups that hold it; groups too large to be one sense left out. */
export function pairsOf(groups: readonly Group[]): Map<string, Pair> {
  const pairs = new Map<string, { a: string; b: string; groups: Group[] }>();
  for (const group of groups) {
    if (group.members.length > MAX_GROUP[group.kind]) continue;
    const members = [...group.members].sort();
    for (let i = 0; i < members.length; i += 1) {
      for (let j = i + 1; j < members.length; j += 1) {
        const [a = '', b = ''] = [members[i], members[j]];
        const key = pairKey(a, b);
        const pair = pairs.get(key) ?? { a, b, groups: [] };
        pair.groups.push(group);
        pairs.set(key, pair);
      }
    }
  }
  return pairs;
}

/** How strongly the sources agree on a pair: the kinds of source, and the tables' English headwords. */
export function evidenceOf(pair: Pair): { kinds: number; headwords: number } {
  const kinds = new Set<Kind>(pair.groups.map((group) => group.kind));
  const headwords = new Set(pair.groups.filter((group) => group.english !== '').map((group) => group.english));
  return { kinds: kinds.size, headwords: headwords.size };
}

/** The pairs kept as synonyms, by pairKey. */
export function keptSynonyms(pairs: ReadonlyMap<string, Pair>, spellings: Spellings): Map<string, Pair> {
  const kept = new Map<string, Pair>();
  for (const [key, pair] of pairs) {
    const { kinds, headwords } = evidenceOf(pair);
    if (kinds < 2 && headwords < 2) continue;
    if (sameFamily(spellings.of(pair.a), spellings.of(pair.b))) continue;
    kept.set(key, pair);
  }
  return kept;
}
