import type { Database } from 'better-sqlite3';
import { exactKey } from '../../../shared/persian/normalise';
import { recognise } from '../../../shared/persian/recognise';
import { canonicalTitle } from '../../dictionary/entry-reads';
import type { EngineIndex } from '../index/engine-index';
import { keyId } from '../core/key-table';
import { SUGGESTION_LIMIT } from './suggest';
import type { SuggestForm } from '../../ports/engine';

/**
 * The headwords an inflected q comes from («دریاهایشان» → «دریا»), with how: the shared analysis,
 * kept to readings whose headword the store has. The form itself is no reading: when it is a
 * headword, suggest already lists it first. Each headword is shown as its most-entried title.
 */
export function suggestForms(database: Database, index: EngineIndex): (q: string) => SuggestForm[] {
  const titleOf = canonicalTitle(database);
  const { keyTable, suggest } = index;
  const has = (word: string): boolean => keyId(keyTable, exactKey(word)) >= 0;
  return (q) => {
    const forms: SuggestForm[] = [];
    for (const { reading } of recognise(q, has, SUGGESTION_LIMIT + 1)) {
      if (reading === undefined) continue;
      const id = keyId(keyTable, exactKey(reading.headword));
      const best = suggest.ranks[suggest.rankStart[id] ?? 0] ?? 0;
      const title: unknown = titleOf.get(suggest.entryIdOfRank[best] ?? 0);
      const headword = typeof title === 'string' ? title : reading.headword;
      forms.push({ headword, rules: reading.rules, description: reading.description });
    }
    return forms.slice(0, SUGGESTION_LIMIT);
  };
}
