import { exactKey } from '../../../../src/shared/persian/normalise';
import type { Found, FoundEntry } from '../../../../src/shared/reading/reading-plan';

/** A store of a few headwords, each in the dictionaries named, looked up by exact key as the service does. */
export function fakeStore(entries: readonly (readonly [title: string, db: string, meaning: string])[]) {
  const byKey = new Map<string, FoundEntry[]>();
  for (const [title, db, meaning] of entries) {
    const list = byKey.get(exactKey(title)) ?? [];
    list.push({ title, db, num: list.filter((entry) => entry.db === db).length + 1, meaning, pron: '' });
    byKey.set(exactKey(title), list);
  }
  const asked: string[] = [];
  const lookup = (titles: readonly string[]): Found => {
    asked.push(...titles);
    return new Map(titles.map((title) => [title, byKey.get(exactKey(title)) ?? []]));
  };
  return { lookup, asked };
}
