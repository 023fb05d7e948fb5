import { queryOptions, skipToken, type QueryFunctionContext } from '@tanstack/react-query';
import type { DbName, SearchType } from '../../../../shared/catalog';
import { searchBodySchema, type SearchResult } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../lib/api-client';
import { timeoutFromMeta } from '../../../lib/request-timeout';
import { splitDbs } from '../model/compare-url';
import { regionalForms, toDialectForm, type DialectForm } from '../model/regional-forms';
import { compareKeys } from './compare-keys';

/** The most entries one request may ask for (the service clamps `rows` to 50). */
const ROWS = '50';

export interface HeadwordEntries {
  /** Entries over the column dictionaries; more than `results` when the service had more. */
  readonly total: number;
  readonly results: readonly SearchResult[];
}

interface RequestOptions {
  readonly signal: AbortSignal;
  readonly timeoutMs: number | undefined;
}

/** One search for the word in `dbs` (never empty: an empty filter would mean all 22), in the service's order. */
async function searchIn(
  word: string,
  type: SearchType,
  dbs: readonly DbName[],
  options: RequestOptions,
): Promise<HeadwordEntries> {
  const params = { q: word, type, filter: dbs.join(','), rows: ROWS };
  const body = await v3Get('search', params, searchBodySchema, options);
  return { total: body.data.num_found, results: body.data.results };
}

function dialectForms(results: readonly SearchResult[]): DialectForm[] {
  return results.map(toDialectForm).filter((form) => form !== undefined);
}

export interface ChosenEntries {
  /** The columns' entries. */
  readonly columns: HeadwordEntries;
  /** Dialect entries whose headword is the word itself. */
  readonly sameHeadword: readonly DialectForm[];
}

/**
 * The headword in every chosen dictionary (`dbs`, at least one), the columns' and the dialects'
 * alike: one exact search, split afterwards. The columns lead the filter, which is the priority
 * order, so their entries come first as they would alone. Only when the word has more entries in
 * both than one answer holds are the two asked apart, so neither the columns' total nor a dialect
 * entry is lost.
 */
export function headwordOptions(baseUrl: string, word: string, dbs: readonly DbName[]) {
  return queryOptions({
    queryKey: compareKeys.headword(baseUrl, word, dbs),
    queryFn: async ({ signal, meta }): Promise<ChosenEntries> => {
      const options = { signal, timeoutMs: timeoutFromMeta(meta) };
      const { columns, dialects } = splitDbs(dbs);
      if (dialects.length === 0) return { columns: await searchIn(word, 'exact', columns, options), sameHeadword: [] };
      const all = await searchIn(word, 'exact', [...columns, ...dialects], options);
      const inDialects = new Set<string>(dialects);
      // The whole answer is here, or it is the dialects' alone: split it.
      if (all.total <= all.results.length || columns.length === 0) {
        const results = all.results.filter((result) => !inDialects.has(result.db));
        return {
          columns: { total: results.length, results },
          sameHeadword: dialectForms(all.results.filter((result) => inDialects.has(result.db))),
        };
      }
      const [inColumns, ofDialects] = await Promise.all([
        searchIn(word, 'exact', columns, options),
        searchIn(word, 'exact', dialects, options),
      ]);
      return { columns: inColumns, sameHeadword: dialectForms(ofDialects.results) };
    },
  });
}

export interface DialectEntries {
  /** Dialect entries whose meaning names the word as their standard form. */
  readonly forms: readonly DialectForm[];
  /** Dialect entries whose headword is the word itself. */
  readonly sameHeadword: readonly DialectForm[];
}

/** The word in `dbs`' dialects (at least one): its regional forms, and dialect headwords spelled like it. */
async function dialectEntries(
  baseUrl: string,
  word: string,
  dbs: readonly DbName[],
  { client, signal, meta }: QueryFunctionContext,
): Promise<DialectEntries> {
  const [byMeaning, headwords] = await Promise.all([
    searchIn(word, 'text', splitDbs(dbs).dialects, { signal, timeoutMs: timeoutFromMeta(meta) }),
    client.ensureQueryData(headwordOptions(baseUrl, word, dbs)),
  ]);
  const { sameHeadword } = headwords;
  const seen = new Set(sameHeadword.map((form) => form.id));
  const forms = regionalForms(word, byMeaning.results).filter((form) => !seen.has(form.id));
  return { forms, sameHeadword };
}

/**
 * The word in the chosen dialects, both ways round: a meaning search finds the regional forms
 * (the headword is the local form, the meaning names the standard word); the page's one exact
 * search (headwordOptions, shared with the columns, so asked once) finds a dialect headword
 * spelled like the word. Nothing to ask when `dbs` has no dialect.
 */
export function dialectOptions(baseUrl: string, word: string, dbs: readonly DbName[]) {
  return queryOptions({
    queryKey: compareKeys.dialect(baseUrl, word, dbs),
    queryFn: splitDbs(dbs).dialects.length === 0 ? skipToken : (context) => dialectEntries(baseUrl, word, dbs, context),
  });
}
