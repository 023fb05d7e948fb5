/**
 * What the popover lists: the first sense of each dictionary once, the reader's chosen
 * dictionaries first (in their order), then the rest in the order the service gave.
 */
import { isDbName, type DbName } from '../../../../shared/catalog';
import type { ReadHeadword } from '../../../../shared/wire/read';

export interface ShownHeadword extends ReadHeadword {
  readonly db: DbName;
}

export function headwordsToShow(headwords: readonly ReadHeadword[], chosen: readonly DbName[]): ShownHeadword[] {
  const seen = new Set<string>();
  const once = headwords.filter((headword): headword is ShownHeadword => {
    if (!isDbName(headword.db) || seen.has(headword.db)) return false;
    seen.add(headword.db);
    return true;
  });
  const rank = (db: DbName) => {
    const at = chosen.indexOf(db);
    return at === -1 ? chosen.length : at;
  };
  return once
    .map((headword, at) => ({ headword, at }))
    .sort((a, b) => rank(a.headword.db) - rank(b.headword.db) || a.at - b.at)
    .map(({ headword }) => headword);
}
