import type { Database } from 'better-sqlite3';
import { avaKey, exactKey } from '../../../shared/persian/normalise';
import { idsByAvaKey } from '../../dictionary/entry-reads';
import type { EngineIndex } from '../index/engine-index';
import { keyText } from '../core/key-table';
import { levenshtein } from '../core/levenshtein';
import type { PageCollector } from '../core/ordering';

/**
 * `ava`: same phonetic key as q. Vowel-less keys are coarse (عالم, آلم, الم meet), so the edit
 * distance between the exact keys ranks the closer spelling first.
 */
export function avaSearch(database: Database, index: EngineIndex): (q: string, collector: PageCollector) => void {
  const byKey = idsByAvaKey(database);
  const { keyTable } = index;
  return (q, collector) => {
    const key = exactKey(q);
    if (key === '') return;
    const distances = new Map<number, number>();
    for (const id of byKey.iterate(avaKey(q))) {
      const entry = index.entryOf(Number(id));
      if (entry < 0) continue;
      const keyId = keyTable.keyOfEntry[entry] ?? 0;
      const headwordKey = keyText(keyTable, keyId);
      // A headword with no letters left (only marks) has no sound to compare.
      if (headwordKey === '') continue;
      let distance = distances.get(keyId);
      if (distance === undefined) {
        distance = levenshtein(key, headwordKey);
        distances.set(keyId, distance);
      }
      collector.add(entry, distance);
    }
  };
}
