import { DB_NAMES } from '../../shared/catalog';
import { avaKey, canonical, exactKey, textWords } from '../../shared/persian/normalise';
import type { Debug, SearchResult, WordEntry } from '../../shared/wire/schemas';
import type { Engine, SearchQuery } from '../engine/types';
import { ApiError } from './api-error';
import { parseSearch, parseSuggest, parseWord } from './operation-params';
import type { ParsedQuery } from './query';

/** A successful answer before the envelope is put round it. */
export interface Answer {
  readonly meta: Readonly<Record<string, string>>;
  readonly members: Readonly<Record<string, unknown>>;
  /** What `debug=true` reports, apart from the time taken. */
  readonly debug: Omit<Debug, 'took_ms'>;
}

/**
 * An operation in two steps: `parse` checks the parameters (every 400) without the engine, so a
 * bad request is answered the same whether or not the data is loaded; `run` asks the engine.
 */
export interface Operation {
  parse(query: ParsedQuery): (engine: Engine) => Answer;
}

// The wire shapes, member by member: whatever else an engine row carries stays in the engine.
function resultOut(r: SearchResult): SearchResult {
  const { id, title, title_en, pron, text, source, db, num } = r;
  return { id, title, title_en, pron, text, source, db, num };
}

function wordOut(w: WordEntry): WordEntry {
  const { id, title, title_en, pron, db, source, text } = w;
  return { id, title, title_en, pron, db, source, text };
}

function normalizedFor(query: SearchQuery): string {
  if (query.type === 'ava') return avaKey(query.q);
  if (query.type === 'text') return textWords(query.q).join(' ');
  return exactKey(query.q);
}

const search: Operation = {
  parse(params) {
    const query = parseSearch(params);
    const meta = {
      q: query.q,
      type: query.type,
      filter: query.dbs.join(','),
      start: String(query.start),
      rows: String(query.rows),
    };
    return (engine) => {
      const page = engine.search(query);
      return {
        meta,
        members: { data: { num_found: page.numFound, results: page.results.map(resultOut) } },
        debug: { normalized_q: normalizedFor(query), type: query.type, filter: [...query.dbs] },
      };
    };
  },
};

const word: Operation = {
  parse(params) {
    const query = parseWord(params);
    const meta = { word: query.title, title: query.title, num: query.numText, db: query.db };
    return (engine) => {
      const entry = query.num === undefined ? undefined : engine.word(query.title, query.db, query.num);
      if (entry === undefined) {
        throw new ApiError('not_found', `no entry in ${query.db} has title ${query.title} and num ${query.numText}`);
      }
      return {
        meta,
        members: { word: wordOut(entry) },
        debug: { normalized_q: canonical(query.title), type: 'word', filter: [query.db] },
      };
    };
  },
};

const suggest: Operation = {
  parse(params) {
    const { q } = parseSuggest(params);
    return (engine) => ({
      meta: { q },
      members: { data: { suggestion: [...engine.suggest(q)] } },
      debug: { normalized_q: exactKey(q), type: 'suggest', filter: [...DB_NAMES] },
    });
  },
};

/** The three v3 operations by path. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map([
  ['/v3/search', search],
  ['/v3/word', word],
  ['/v3/suggest', suggest],
]);
