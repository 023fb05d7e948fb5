/**
 * The Persian headwords of the embedded default, read from `data/` as the service imports it
 * (every sample and open dictionary file): the store a reader of a fresh install searches.
 */
import { dbInfo } from '../../src/shared/catalog';
import { exactKey } from '../../src/shared/persian/normalise';
import { sampleFiles } from '../../src/server/dictionary/import-files';
import { detectSource } from '../../src/server/dictionary/import/detect';

/** Each headword's exact key with the title its first entry spells it with. */
export function storeHeadwords(dataDir: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const { file, as } of sampleFiles(dataDir)) {
    for (const entry of detectSource(file).entries(as, () => undefined)) {
      if (dbInfo(entry.db).headwords !== 'fa') continue;
      const key = exactKey(entry.title);
      if (key !== '' && !titles.has(key)) titles.set(key, entry.title);
    }
  }
  return titles;
}
