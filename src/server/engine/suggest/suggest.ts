import type { Database } from 'better-sqlite3';
import { formKey } from '../../../shared/persian/inflection';
import { exactKey } from '../../../shared/persian/normalise';
import { USE_WEIGHTS } from '../../../shared/persian/use-weights';
import { canonicalTitle } from '../../dictionary/entry-reads';
import { alternateTitles, withAlternates } from '../entries/alternates';
import type { EngineIndex } from '../index/engine-index';
import { spelledKeys } from '../index/finglish-index';
import { forEachContaining } from '../index/like-index';
import { keyId, keyStartsWith, keyText, prefixRange } from '../core/key-table';
import { smallestIn } from '../core/range-min';
import { TopK } from '../core/top-k';

export const SUGGESTION_LIMIT = 10;
/** Places kept for the Persian headwords a Finglish query spells, however many English ones start with it. */
const SPELLED_ROOM = 3;
/** Shorter keys are inside too many headwords to say anything of them: only those they start. */
const CONTAINED_FROM = 3;

/**
 * The best `need` headword ranks among keys that contain `key` inside one of their words but do
 * not start with it. The rarest trigram's list is short, but it is in key order, so it is read whole.
 */
function containingRanks(index: EngineIndex, key: string, need: number): number[] {
  const { ranks, rankStart } = index.suggest;
  const top = new TopK(need, (a, b) => a < b);
  forEachContaining(index.like, index.keyTable, key, (id) => {
    if (keyStartsWith(index.keyTable, id, key) || !index.inWord.containsInWord(id, key)) return;
    for (let i = rankStart[id] ?? 0; i < (rankStart[id + 1] ?? 0); i++) top.add(ranks[i] ?? 0);
  });
  return top.sorted();
}

/** The best rank of each Persian headword `q` spells in Finglish, likeliest first. */
function spelledRanks(index: EngineIndex, q: string): number[] {
  const { ranks, rankStart } = index.suggest;
  return spelledKeys(index.finglish, (id) => keyText(index.keyTable, id), q, SUGGESTION_LIMIT).map(
    (id) => ranks[rankStart[id] ?? 0] ?? 0,
  );
}

/**
 * The headwords a Latin query is an alternate of (a romanisation: «سلم» lists `salam`) and those
 * it spells in Finglish, in the places each had, the places filled likeliest first by use: `salam`
 * suggests «سلام» before «سلم».
 */
function byUse(equal: readonly string[], spelled: readonly string[]): [string[], string[]] {
  if (spelled.length === 0 || equal.length === 0) return [[...equal], [...spelled]];
  const use = (title: string) => USE_WEIGHTS.lexeme(formKey(title)) ?? 0;
  const all = [...new Set([...equal, ...spelled])];
  const ranked = all.map((title, at) => ({ title, at })).sort((a, b) => use(b.title) - use(a.title) || a.at - b.at);
  const titles = ranked.map(({ title }) => title);
  return [titles.slice(0, equal.length), titles.slice(equal.length)];
}

/**
 * Suggest (docs/v3-contract.md §9.5): q's own headword, then headwords starting with q, the
 * commoner first, the headwords q is an alternate of right after q's own (alternates.ts); for a
 * Finglish q the Persian headwords it spells next; then headwords with an alternate starting with
 * q; headwords containing q (of three letters or more) inside one of their words fill up to 10.
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
    // q's own headword however rare: it matches whole, the others only start with it.
    const id = keyId(keyTable, key);
    const own = id >= 0 ? suggest.ranks[suggest.rankStart[id] ?? 0] : undefined;
    const ranks = smallestIn(suggest.lexRanks, suggest.lexStart[from] ?? 0, suggest.lexStart[to] ?? 0, room);
    if (own !== undefined && !ranks.includes(own)) ranks.splice(room - 1, 1, own);
    const spelledTitles = titlesOf(spelled.filter((rank) => !ranks.includes(rank))).slice(
      0,
      SUGGESTION_LIMIT - ranks.length,
    );
    const found = alternatesOf(key, SUGGESTION_LIMIT);
    const [equal, more] = byUse(found.equal, spelledTitles);
    const alternates = { ...found, equal };
    const left = SUGGESTION_LIMIT - ranks.length - more.length - alternates.equal.length - alternates.starting.length;
    const containing = left > 0 && key.length >= CONTAINED_FROM ? containingRanks(index, key, left) : [];
    const starting = [...titlesOf(ranks), ...more];
    return withAlternates(key, exactKey, starting, titlesOf(containing), alternates, SUGGESTION_LIMIT);
  };
}
