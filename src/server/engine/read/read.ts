/**
 * `read`: every word of a text with its headword, by the shared reading core over the store. A
 * candidate headword is first looked for in the in-memory key table (most are no headword and
 * cost no query); a multi-word headword is one more exact key there («دوست داشتن» → «دوستداشتن»),
 * so no table of its own is kept, only how many words its headwords hold before each last word. A form that is no headword may be an entry's alternate, read
 * from SQLite. Of each dictionary only the entry exact search would list
 * first is read from SQLite, and of its meaning only the start, where the first sense is.
 */
import type { Database } from 'better-sqlite3';
import { DB_NAMES, type DbName } from '../../../shared/catalog';
import { exactKey } from '../../../shared/persian/normalise';
import { firstSense } from '../../../shared/reading/first-sense';
import type { Found, FoundEntry } from '../../../shared/reading/reading-plan';
import { readText } from '../../../shared/reading/read-text';
import { remembered } from '../../../shared/reading/remembered';
import { wordCandidates } from '../../../shared/reading/word-candidates';
import type { TextReading } from '../../../shared/wire/read';
import { meaningStart } from '../../dictionary/entry-reads';
import { mayBeAlternate } from '../index/alternate-keys';
import { alternateEntryIds } from '../entries/alternates';
import type { EngineIndex } from '../index/engine-index';
import { keyId } from '../core/key-table';
import { wordsBeforeLast } from '../index/key-gaps';
import { isRow, numberOf, textOf } from '../../dictionary/rows';
import { examplesOf } from '../../dictionary/examples';
import { SEARCH_RESULT, wireReader } from '../../dictionary/entry-shape';

/** Characters of a meaning read for its first sense: a first line is far shorter. */
const MEANING_READ = 4000;
/**
 * Forms whose analysis, and keys whose entries, are remembered across texts: texts share most of
 * their words. A few megabytes each at most; an engine is rebuilt when the entries change.
 */
const REMEMBERED = 20_000;

export function readSearch(
  database: Database,
  index: EngineIndex,
): (text: string, dbs: readonly DbName[]) => TextReading {
  const entryOf = meaningStart(database);
  const examplesOfKey = examplesOf(database);
  const bandOf = wireReader({ band: SEARCH_RESULT.band });
  const byAlternate = alternateEntryIds(database);
  const { keyTable, entryDb, entryRank, entryIds } = index;

  /** Every dictionary's first entry (in exact search's order) whose headword has this exact key. */
  const entriesOfKey = remembered((key: string): FoundEntry[] => {
    const id = keyId(keyTable, key);
    const entries: number[] = [];
    for (let at = keyTable.entryStart[id] ?? 0; id >= 0 && at < (keyTable.entryStart[id + 1] ?? 0); at++)
      entries.push(keyTable.entries[at] ?? 0);
    // A form no headword is written as may be an entry's alternate («آبها», «می‌خوانم»).
    if (id < 0 && mayBeAlternate(index.alternateKeys, key)) {
      for (const rowId of byAlternate(key)) {
        const entry = index.entryOf(rowId);
        if (entry >= 0) entries.push(entry);
      }
    }
    const first = new Map<number, number>();
    for (const entry of entries) {
      const db = entryDb[entry] ?? 0;
      const kept = first.get(db);
      if (kept === undefined || (entryRank[entry] ?? 0) < (entryRank[kept] ?? 0)) first.set(db, entry);
    }
    const found: FoundEntry[] = [];
    // One headword's example, whichever dictionary's entry shows it.
    const example = first.size > 0 ? examplesOfKey(key)[0] : undefined;
    for (const [db, entry] of first) {
      const stored: unknown = entryOf.get(MEANING_READ, entryIds[entry] ?? 0);
      if (!isRow(stored)) continue;
      const meaning = firstSense(textOf(stored, 'text'));
      found.push({
        title: textOf(stored, 'title'),
        db: DB_NAMES[db] ?? '',
        num: numberOf(stored, 'num'),
        meaning,
        pron: textOf(stored, 'pron'),
        band: bandOf(stored)?.band ?? '',
        ...(example === undefined ? {} : { example }),
      });
    }
    return found;
  }, REMEMBERED);
  const candidatesOf = remembered(wordCandidates, REMEMBERED);

  // Most candidates are no key at all (every run of words is asked): they are answered at once, not
  // remembered, so they do not push out the entries of the words texts share.
  const NONE: readonly FoundEntry[] = [];
  const entriesOf = (key: string): readonly FoundEntry[] =>
    keyId(keyTable, key) < 0 && !mayBeAlternate(index.alternateKeys, key) ? NONE : entriesOfKey(key);
  // Texts ask the same titles again: each is keyed once.
  const keyOf = remembered(exactKey, REMEMBERED);
  // A verb's phrases go back only as far as the store's headwords ending in it.
  const before = wordsBeforeLast(index.keyGaps, keyTable);
  const reach = (verbKey: string): number => before.get(verbKey) ?? 0;
  return (text, dbs) => {
    const lookup = (titles: readonly string[]): Found =>
      new Map(titles.map((title) => [title, entriesOf(keyOf(title))]));
    return readText(text, dbs, lookup, candidatesOf, reach);
  };
}
