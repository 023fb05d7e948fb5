import { queryOptions, skipToken } from '@tanstack/react-query';
import type { DbName } from '../../../../shared/catalog';
import { searchBodySchema, type SearchResult } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../lib/api-client';
import { timeoutFromMeta } from '../../../lib/request-timeout';
import { regionalForms, toDialectForm, type DialectForm } from '../model/regional-forms';
import { compareKeys } from './compare-keys';

/** The most entries one request may ask for (the service clamps `rows` to 50). */
const ROWS = '50';

export interface HeadwordEntries {
  /** Entries over all chosen dictionaries; more than `results` when the service had more. */
  readonly total: number;
  readonly results: readonly SearchResult[];
}

/** The headword in the chosen dictionaries: one exact search, in the service's order. */
export function headwordOptions(baseUrl: string, word: string, dbs: readonly DbName[]) {
  return queryOptions({
    queryKey: compareKeys.headword(baseUrl, word, dbs),
    queryFn:
      word === '' || dbs.length === 0
        ? skipToken
        : async ({ signal, meta }): Promise<HeadwordEntries> => {
            const params = { q: word, type: 'exact', filter: dbs.join(','), rows: ROWS };
            const body = await v3Get('search', params, searchBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
            return { total: body.data.num_found, results: body.data.results };
          },
  });
}

export interface DialectEntries {
  /** Dialect entries whose meaning names the word as their standard form. */
  readonly forms: readonly DialectForm[];
  /** Dialect entries whose headword is the word itself. */
  readonly sameHeadword: readonly DialectForm[];
}

/**
 * The word in the chosen dialects, both ways round: a meaning search finds the regional forms
 * (the headword is the local form, the meaning names the standard word), an exact search finds
 * a dialect headword spelled like the word.
 */
export function dialectOptions(baseUrl: string, word: string, dbs: readonly DbName[]) {
  return queryOptions({
    queryKey: compareKeys.dialect(baseUrl, word, dbs),
    queryFn:
      word === '' || dbs.length === 0
        ? skipToken
        : async ({ signal, meta }): Promise<DialectEntries> => {
            const options = { signal, timeoutMs: timeoutFromMeta(meta) };
            const params = { q: word, filter: dbs.join(','), rows: ROWS };
            const [byMeaning, byHeadword] = await Promise.all([
              v3Get('search', { ...params, type: 'text' }, searchBodySchema, options),
              v3Get('search', { ...params, type: 'exact' }, searchBodySchema, options),
            ]);
            const sameHeadword = byHeadword.data.results.map(toDialectForm).filter((form) => form !== undefined);
            const seen = new Set(sameHeadword.map((form) => form.id));
            const forms = regionalForms(word, byMeaning.data.results).filter((form) => !seen.has(form.id));
            return { forms, sameHeadword };
          },
  });
}
