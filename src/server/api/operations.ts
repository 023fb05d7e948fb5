import { DB_NAMES } from '../../shared/catalog';
import { canonical, exactKey } from '../../shared/persian/normalise';
import { searchTypeInfo } from '../../shared/search-types';
import type { Debug, SuggestBody } from '../../shared/wire/schemas';
import type { Engine, SearchPage, SuggestForm } from '../ports/engine';
import type { SearchFrom, SearchPool } from '../ports/search-pool';
import type { Proxy } from '../ports/upstream';
import type { ProxyMembers } from '../ports/upstream';
import type { Example } from '../../shared/wire/word-extras';
import { ApiError } from '../ports/api-error';
import { parseSearch, parseSuggest, parseWord } from './operation-params';
import { isHeavy, searchInPool } from './pool-search';
import type { ParsedQuery } from '../http/query';

/**
 * A request whose parameters passed every check: all of the answer but its members, and how to
 * get those from either source. Meta and debug come from our own reading of the request, so an
 * answer looks the same whether the local engine or an upstream gave the members.
 */
export interface Call {
  readonly meta: Readonly<Record<string, string>>;
  /** What `debug=true` reports, apart from the time taken. */
  readonly debug: Omit<Debug, 'took_ms'>;
  /**
   * The members from the local engine; throws not_found when there are none. Given a pool, the
   * searches that can be expensive run there instead (503 when it is busy).
   */
  fromEngine(engine: Engine, pool?: SearchPool, from?: SearchFrom): ProxyMembers | Promise<ProxyMembers>;
  /**
   * The members from the upstream, asked with the effective values (q trimmed, type and filter
   * resolved); `examplesOf`, our own shipped examples, answers what the upstream knows nothing of.
   */
  fromProxy(proxy: Proxy, examplesOf?: (headword: string) => readonly Example[]): Promise<ProxyMembers>;
}

/**
 * An operation in two steps: `parse` checks the parameters (every 400) without the data, so a bad
 * request is answered the same whether the data is loaded, missing or proxied; then the call asks
 * the engine or the upstream.
 */
export interface Operation {
  parse(query: ParsedQuery): Call;
}

const search: Operation = {
  parse(params) {
    const query = parseSearch(params);
    // The effective values: what we echo and what the upstream is asked alike.
    const meta = {
      q: query.q,
      type: query.type,
      filter: query.dbs.join(','),
      start: String(query.start),
      rows: String(query.rows),
    };
    return {
      meta,
      debug: { normalized_q: searchTypeInfo(query.type).normalise(query.q), type: query.type, filter: [...query.dbs] },
      fromEngine(engine, pool, from) {
        // `partial` is ours, said only when it happened: otherwise the body is the v3 body, byte for byte.
        const members = (page: SearchPage): ProxyMembers => ({
          data: {
            num_found: page.numFound,
            results: [...page.results],
            ...(page.partial === true ? { partial: true } : {}),
          },
        });
        if (pool !== undefined && isHeavy(query)) return searchInPool(pool, query, from).then(members);
        return members(engine.search(query));
      },
      fromProxy: (proxy) => proxy('search', meta),
    };
  },
};

const word: Operation = {
  parse(params) {
    const query = parseWord(params);
    const notFound = (): ApiError =>
      new ApiError('not_found', `no entry in ${query.db} has title ${query.title} and num ${query.numText}`);
    return {
      meta: { word: query.title, title: query.title, num: query.numText, db: query.db },
      debug: { normalized_q: canonical(query.title), type: 'word', filter: [query.db] },
      fromEngine(engine) {
        const entry = query.num === undefined ? undefined : engine.word(query.title, query.db, query.num);
        if (entry === undefined) throw notFound();
        // `forms` and `examples` are ours, asked for: without them the body is the v3 body.
        return {
          word: entry,
          ...(query.forms ? { forms: engine.wordForms(entry.title) } : {}),
          ...(query.examples ? { examples: [...engine.examples(entry.title)] } : {}),
        };
      },
      // A num past any entry's is a 404 known without asking the upstream. The examples are ours
      // (sentences of the corpora we ship), so a proxy gives them as the engine does.
      async fromProxy(proxy, examplesOf) {
        if (query.num === undefined) throw notFound();
        const members = await proxy('word', { title: query.title, db: query.db, num: query.numText });
        if (!query.examples || examplesOf === undefined || !('word' in members)) return members;
        return { ...members, examples: [...examplesOf(members.word.title)] };
      },
    };
  },
};

const suggest: Operation = {
  parse(params) {
    const { q, forms } = parseSuggest(params);
    return {
      meta: { q },
      debug: { normalized_q: exactKey(q), type: 'suggest', filter: [...DB_NAMES] },
      fromEngine(engine) {
        // `forms` is ours, beside the v3 member: without it the body is the v3 body, byte for byte.
        const data: SuggestBody['data'] & { forms?: readonly SuggestForm[] } = {
          suggestion: [...engine.suggest(q)],
          ...(forms ? { forms: engine.forms(q) } : {}),
        };
        return { data };
      },
      fromProxy: (proxy) => proxy('suggest', { q }),
    };
  },
};

/** The three v3 operations by path. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map([
  ['/v3/search', search],
  ['/v3/word', word],
  ['/v3/suggest', suggest],
]);
