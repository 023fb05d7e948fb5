import type { Database } from 'better-sqlite3';
import { exactKey } from '../../shared/persian/normalise';
import { canonicalTitle } from '../dictionary/entry-reads';
import { alternateTitles, withAlternates } from './alternates';
import type { EngineIndex } from './engine-index';
import { spelledKeys } from './finglish-index';
import { listOf } from './gram-postings';
import { forEachContaining } from './like-index';
import { prefixRange } from './key-table';
import { smallestIn } from './range-min';
import { TopK } from './top-k';

export const SUGGESTION_LIMIT = 10;
/** Places kept for the Persian headwords a Finglish query spells, however many English ones start with it. */
const SPELLED_ROOM = 3;

/**
 * The best `need` headword ranks among keys that contain `key` but do not start with it. Bigram
 * lists are in suggestion order, so reading one stops as soon as no later key can beat the
 * worst rank kept; longer keys read the (much shorter) list of their rarest trigram instead.
 */
function containingRanks(index: EngineIndex, key: string, need: number): number[] {
  const { bigrams } = index.like;
  const { keys } = index.keyTable;
  const { ranks, rankStart } = index.suggest;
  const top = new TopK(need, (a, b) => a < b);
  const seen = new Set<number>();
  const read = ([from, to]: [number, number], accepts: (headwordKey: string) => boolean): void => {
    for (let p = from; p < to; p++) {
      const id = bigrams.items[p] ?? 0;
      const first = rankStart[id] ?? 0;
      const worst = top.worst;
      if (worst !== undefined && (ranks[first] ?? 0) > worst) return;
      if (seen.has(id) || !accepts(keys[id] ?? '')) continue;
      seen.add(id);
      for (let i = first; i < (rankStart[id + 1] ?? 0); i++) top.add(ranks[i] ?? 0);
    }
  };
  const inside = (headwordKey: string): boolean => headwordKey.includes(key) && !headwordKey.startsWith(key);
  if (key.length === 1) {
    // A letter inside a key always follows another letter: read every bigram that ends with it.
    for (const gram of bigrams.gramId.keys()) if (gram[1] === key) read(listOf(bigrams, gram), inside);
  } else if (key.length === 2) {
    read(listOf(bigrams, key), inside);
  } else {
    // Longer keys: the rarest trigram's list is short, but it is in key order, so read it whole.
    forEachContaining(index.like, index.keyTable, key, (id) => {
      if ((keys[id] ?? '').startsWith(key)) return;
      for (let i = rankStart[id] ?? 0; i < (rankStart[id + 1] ?? 0); i++) top.add(ranks[i] ?? 0);
    });
  }
  return top.sorted();
}

/** The best rank of each Persian headword `q` spells in Finglish, likeliest first. */
function spelledRanks(index: EngineIndex, q: string): number[] {
  const { ranks, rankStart } = index.suggest;
  return spelledKeys(index.finglish, index.keyTable.keys, q, SUGGESTION_LIMIT).map(
    (id) => ranks[rankStart[id] ?? 0] ?? 0,
  );
}

/**
 * Suggest (docs/v3-contract.md §9.5): headwords starting with q, best first, the headwords q is
 * an alternate of right after q's own (alternates.ts); for a Finglish q the Persian headwords it
 * spells next; then headwords with an alternate starting with q; headwords containing q fill up to 10.
 */
export function suggestSearch(database: Database, index: EngineIndex): (q: string) => string[] {
  const titleOf = canonicalTitle(database);
  const alternatesOf = alternateTitles(database);
  const { keyTable, suggest } = index;
  const titlesOf = (ranks: readonly number[]): string[] => {
    const titles: string[] = [];
    for (const rank of ranks) {
      const title: unknown = titleOf.get(suggest.entryIdOfRank[rank] ?? 0);
      if (typeof title === 'string') titles.push(title);
    }
    return titles;
  };
  return (q) => {
    const key = exactKey(q);
    if (key === '') return [];
    const [from, to] = prefixRange(keyTable, key);
    const spelled = spelledRanks(index, q);
    const room = SUGGESTION_LIMIT - Math.min(SPELLED_ROOM, spelled.length);
    const ranks = smallestIn(suggest.lexRanks, suggest.lexStart[from] ?? 0, suggest.lexStart[to] ?? 0, room);
    for (const rank of spelled) if (ranks.length < SUGGESTION_LIMIT && !ranks.includes(rank)) ranks.push(rank);
    const alternates = alternatesOf(key, SUGGESTION_LIMIT);
    const left = SUGGESTION_LIMIT - ranks.length - alternates.equal.length - alternates.starting.length;
    const containing = left > 0 ? containingRanks(index, key, left) : [];
    return withAlternates(key, exactKey, titlesOf(ranks), titlesOf(containing), alternates, SUGGESTION_LIMIT);
  };
}
