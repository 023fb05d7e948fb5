/**
 * The query mix both halves of the service benchmark run: drawn from what the store holds, each
 * as an in-process call and as the equivalent v3 request path.
 */
import Database from 'better-sqlite3';
import { DB_NAMES } from '../../src/shared/catalog';
import type { Engine, SearchQuery } from '../../src/server/ports/engine';
import { FUNCTION_WORDS, isSampleEntry, pick, randomEdit, type SampleEntry } from '../bench-engine-data';

export interface BenchQuery {
  readonly type: string;
  readonly path: string;
  run(engine: Engine): unknown;
}

function search(type: SearchQuery['type'], q: string): BenchQuery {
  const query: SearchQuery = { q, type, dbs: DB_NAMES, start: 0, rows: 10 };
  return {
    type,
    path: `/v3/search?type=${type}&q=${encodeURIComponent(q)}`,
    run: (engine) => engine.search(query),
  };
}

const makers: Record<string, (entry: SampleEntry) => BenchQuery> = {
  exact: (e) => search('exact', e.title),
  ava: (e) => search('ava', e.title.replace(/س/g, 'ص').replace(/ت/g, 'ط')),
  like: (e) => search('like', randomEdit(e.title)),
  text: (e) => {
    const words = e.text.split(' ').filter((word) => !FUNCTION_WORDS.includes(word));
    return search('text', Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => pick(words)).join(' '));
  },
  suggest: (e) => {
    const q = e.title.slice(0, 1 + Math.floor(Math.random() * e.title.length));
    return { type: 'suggest', path: `/v3/suggest?q=${encodeURIComponent(q)}`, run: (engine) => engine.suggest(q) };
  },
  word: (e) => ({
    type: 'word',
    path: `/v3/word?db=${e.db}&num=${e.num}&title=${encodeURIComponent(e.title)}`,
    run: (engine) => engine.word(e.title, e.db, e.num),
  }),
};

export function makeQueries(dbPath: string, perType: number): BenchQuery[] {
  const database = new Database(dbPath, { readonly: true });
  const sample = database
    .prepare('SELECT db, title, num, text FROM entries ORDER BY random() LIMIT 20000')
    .all()
    .filter(isSampleEntry);
  database.close();
  return Object.values(makers).flatMap((make) => Array.from({ length: perType }, () => make(pick(sample))));
}
