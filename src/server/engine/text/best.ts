import type { EngineIndex } from '../index/engine-index';
import { termWeight } from './bm25';
import { TopK } from '../core/top-k';

/** One database as a meaning search scores it: its entries and their meanings' lengths, by place. */
export interface DbFacts {
  /** Place → entry (the database's entries in id order). */
  readonly entries: Uint32Array;
  /** Place → its meaning's length in tokens, as bm25 counts it. */
  readonly lengths: Uint32Array;
  /** The shortest of those lengths. */
  readonly shortest: number;
  readonly averageLength: number;
  readonly entryRank: EngineIndex['entryRank'];
}

/**
 * The best `need` matches met so far in one database, by bm25 then headword; a score that cannot
 * enter is dropped at once.
 */
export class Best {
  private readonly scores: number[] = [];
  private readonly places: number[] = [];
  private readonly top: TopK;
  private worst = -Infinity;

  constructor(
    need: number,
    private readonly idfs: readonly number[],
    private readonly facts: DbFacts,
  ) {
    const { scores, places } = this;
    const { entries, entryRank } = facts;
    const rank = (i: number): number => entryRank[entries[places[i] ?? 0] ?? 0] ?? 0;
    this.top = new TopK(
      need,
      (a, b) => (scores[a] ?? 0) > (scores[b] ?? 0) || (scores[a] === scores[b] && rank(a) < rank(b)),
    );
  }

  /** `tfs`: each word's frequency at the entry, in query order. */
  add(place: number, tfs: readonly number[]): void {
    const { idfs, facts } = this;
    const length = facts.lengths[place] ?? 0;
    // Summed in query order from 0.0, as FTS5 sums its phrases.
    let score = 0.0;
    for (let i = 0; i < idfs.length; i++)
      score += (idfs[i] ?? 0) * termWeight(tfs[i] ?? 0, length, facts.averageLength);
    if (score < this.worst) return;
    this.scores.push(score);
    this.places.push(place);
    this.top.add(this.places.length - 1);
    const kept = this.top.worst;
    if (kept !== undefined) this.worst = this.scores[kept] ?? 0;
  }

  /** The score of the worst entry kept, once `need` are kept; -Infinity before. */
  worstScore(): number {
    return this.worst;
  }

  /** The kept entries, best first. */
  sorted(): number[] {
    return this.top.sorted().map((i) => this.facts.entries[this.places[i] ?? 0] ?? 0);
  }
}
