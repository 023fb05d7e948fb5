/**
 * The meaning (text) and look-alike (like) searches bench:service sends as a reader would meet
 * them the first time: words by how many meanings hold them, as FTS5 itself counts them.
 */
import Database from 'better-sqlite3';
import { isSampleEntry, pick, randomEdit, type SampleEntry } from '../bench-engine-data';

export interface MeaningQueries {
  /** The 200 words found in the most meanings, commonest first. */
  readonly common: string[];
  /** 200 words drawn evenly from all the words meanings hold. */
  readonly random: string[];
  /** 200 two-word queries: 100 of two common words, 100 of two random ones. */
  readonly twoWords: string[];
  /** Headwords of stored entries with one letter changed, added or dropped. */
  readonly like: string[];
  /** Every word meanings hold, and stored headwords: what fresh queries are drawn from. */
  readonly vocabulary: string[];
  readonly titles: string[];
  /** Stored entries, for /v3/word lookups. */
  readonly sample: SampleEntry[];
}

const COUNT = 200;

export function meaningQueries(dbPath: string): MeaningQueries {
  const database = new Database(dbPath, { readonly: true });
  database.exec("CREATE VIRTUAL TABLE temp.bench_vocab USING fts5vocab(main, 'entries_fts', 'row')");
  const words = database.prepare('SELECT term FROM temp.bench_vocab ORDER BY doc DESC').pluck().all().map(String);
  const sample = database
    .prepare('SELECT db, title, num, text FROM entries ORDER BY random() LIMIT 20000')
    .all()
    .filter(isSampleEntry);
  const titles = sample.map((entry) => entry.title);
  database.close();
  const common = words.slice(0, COUNT);
  const random = Array.from({ length: COUNT }, () => pick(words));
  const pairs = (from: readonly string[]): string[] =>
    Array.from({ length: COUNT / 2 }, (_, i) => `${from[i] ?? ''} ${from[(i * 7 + 3) % from.length] ?? ''}`);
  return {
    common,
    random,
    twoWords: [...pairs(common), ...pairs(random)],
    like: Array.from({ length: COUNT }, () => randomEdit(pick(titles))),
    vocabulary: words,
    titles,
    sample,
  };
}

/**
 * Endless new queries of a type: single words, then pairs, then triples of words from the whole
 * vocabulary (text), or fresh edits of headwords (like); none is sent twice in a run.
 */
export function freshQueries(pool: readonly string[], type: 'text' | 'like'): () => string {
  const asked = new Set<string>();
  return () => {
    for (;;) {
      const size = type === 'like' ? 1 : 1 + Math.floor(Math.random() * 2);
      const q = Array.from({ length: size }, () => (type === 'like' ? randomEdit(pick(pool)) : pick(pool))).join(' ');
      if (asked.has(q)) continue;
      asked.add(q);
      return q;
    }
  };
}
