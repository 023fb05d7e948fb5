import type { DbList } from './lists';

/** A word of the query as the meaning index holds it, with its IDF. */
export interface IndexedWord {
  readonly idf: number;
  /** Full-text rows holding it, as FTS5 counts them for its IDF. */
  readonly found: number;
  /** Its first entries in the database in bm25 order (all when they are few), and its match count there. */
  head(db: number): DbList | undefined;
  /** All its entries in the database in place order (the tail is read once, when first needed). */
  whole(db: number): DbList | undefined;
  /** Its term frequency at every entry of the database (by place), for common words. */
  dense(db: number): Uint8Array | undefined;
}
