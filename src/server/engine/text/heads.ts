import type { IndexedWord } from './text-word';
import { Best, type DbFacts } from './best';
import { termWeight } from './bm25';

/**
 * The best `need` entries holding every word, found from the words' heads alone (their first
 * entries in bm25 order), unless an entry outside every head might still enter. Each
 * entry of a head is looked up in the other words (`tfOf`); an entry in no head scores at most
 * what every word's last head entry weighs (a list's entries past its head weigh no more), so once
 * the page's worst beats that sum, nothing unseen can enter. Otherwise `floor` is the worst score
 * kept (-Infinity when fewer than `need` matched): no entry scoring less can be on the page.
 */
export function bestFromHeads(
  words: readonly IndexedWord[],
  db: number,
  need: number,
  facts: DbFacts,
  tfOf: (word: number, place: number) => number,
): { best?: number[]; floor: number } {
  const heads = words.map((word) => word.head(db));
  const best = new Best(
    need,
    words.map((word) => word.idf),
    facts,
  );
  const seen = new Set<number>();
  const tfAt = words.map(() => 0);
  for (const head of heads) {
    for (let j = 0; head !== undefined && j < head.places.length; j++) {
      const place = head.places[j] ?? 0;
      if (seen.has(place)) continue;
      seen.add(place);
      let i = 0;
      for (; i < words.length; i++) if ((tfAt[i] = tfOf(i, place)) === 0) break;
      if (i === words.length) best.add(place, tfAt);
    }
  }
  // A word whose head is its whole list has had every match met.
  if (heads.some((head) => head !== undefined && head.places.length === head.count))
    return { best: best.sorted(), floor: -Infinity };
  let bound = 0.0;
  for (let i = 0; i < words.length; i++) {
    const head = heads[i];
    const last = head === undefined ? -1 : head.places.length - 1;
    if (head === undefined || last < 0) return { floor: best.worstScore() };
    const length = facts.lengths[head.places[last] ?? 0] ?? 0;
    bound += (words[i]?.idf ?? 0) * termWeight(head.tfs[last] ?? 0, length, facts.averageLength);
  }
  const floor = best.worstScore();
  return floor > bound ? { best: best.sorted(), floor } : { floor };
}

/**
 * For two words and a floor: the least frequency of the second word that can still reach the floor
 * for each frequency of the first, at the database's shortest meaning (a word weighs more the more
 * often it occurs and the shorter the meaning). 256 where none can; frequencies past 255 are not gated.
 */
export function gateOf(idfs: readonly number[], floor: number, facts: DbFacts): Uint16Array {
  const [first = 0, second = 0] = idfs;
  const weight = (tf: number): number => termWeight(tf, facts.shortest, facts.averageLength);
  const gate = new Uint16Array(256);
  let least = 255;
  for (let tf = 0; tf < 256; tf++) {
    const mine = first * weight(tf);
    while (least > 0 && 0.0 + mine + second * weight(least - 1) >= floor) least--;
    gate[tf] = 0.0 + mine + second * weight(least) >= floor ? least : 256;
  }
  return gate;
}
