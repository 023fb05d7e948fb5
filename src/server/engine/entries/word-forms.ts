/**
 * A headword's forms (`/v3/word?forms=true`): what it is, as its Persian–English entries say
 * (word-kinds.ts), and its forms made by the shared morphology, each with the romanisation those
 * entries list for it. Every dictionary's entry of the headword shows the same forms. A verb's
 * romanisations take a few milliseconds to match: a headword's forms are made once and kept.
 */
import type { Database } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { canonical, exactKey } from '../../../shared/persian/normalise';
import { wordForms } from '../../../shared/word-forms';
import type { WordForms } from '../../../shared/wire/word-extras';
import { alternatesOfEntry, entriesOfDbByKey } from '../../dictionary/entry-reads';
import { formProns } from '../../dictionary/form-prons';
import { isRow, numberOf, textOf } from '../../dictionary/rows';
import { KINDS_DB, wordKinds } from '../../dictionary/word-kinds';

/** Headwords whose forms are kept: the word pages read most often. */
const KEPT = 2_000;

export function headwordForms(database: Database): (title: string) => WordForms {
  const entriesOf = entriesOfDbByKey(database);
  const alternatesOf = alternatesOfEntry(database);
  const kept = new LRUCache<string, WordForms>({ max: KEPT });
  return (title) => {
    const headword = canonical(title);
    const cached = kept.get(headword);
    if (cached !== undefined) return cached;
    const entries = entriesOf.all(KINDS_DB, exactKey(headword)).filter(isRow);
    const listed = entries.flatMap((row) =>
      alternatesOf.all(numberOf(row, 'id')).filter((form): form is string => typeof form === 'string'),
    );
    const forms = wordForms(headword, {
      kinds: wordKinds(entries.map((row) => textOf(row, 'text'))),
      listed,
      pronOf: formProns(listed, textOf(entries[0] ?? {}, 'pron')),
    });
    kept.set(headword, forms);
    return forms;
  };
}
