import type { DbName } from '../../../../src/shared/catalog';
import { avaKey, canonical, exactKey } from '../../../../src/shared/persian/normalise';
import type { SeedEntry } from '../../../../scripts/bench/seed-store';

/**
 * A slow, obvious restatement of docs/v3-contract.md §9.2, §9.3 and §9.5 that the engine's indexes
 * must agree with: every entry is checked against q, then the whole list is sorted with the
 * collator.
 */
const collator = new Intl.Collator('fa');

interface Stored {
  readonly id: number;
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
  readonly key: string;
}

function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next.push(
        Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)),
      );
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/** Entries as the store numbers them: ids from 1 in order, num per database and canonical title. */
export function stored(entries: readonly SeedEntry[]): Stored[] {
  const nums = new Map<string, number>();
  return entries.map((entry, index) => {
    const numKey = `${entry.db}|${canonical(entry.title)}`;
    const num = (nums.get(numKey) ?? 0) + 1;
    nums.set(numKey, num);
    return { id: index + 1, db: entry.db, title: entry.title, num, key: exactKey(entry.title) };
  });
}

/** Quality of a match (lower is better), or undefined for no match. */
type Judge = (entry: Stored, q: string) => number | undefined;

export const judges: Record<'exact' | 'ava' | 'like', Judge> = {
  exact: (entry, q) => {
    const key = exactKey(q);
    if (key === '' || entry.key !== key) return undefined;
    return entry.title === q.trim() ? 0 : 1;
  },
  ava: (entry, q) => {
    const key = exactKey(q);
    if (key === '' || entry.key === '' || avaKey(entry.title) !== avaKey(q)) return undefined;
    return levenshtein(key, entry.key);
  },
  // Set by likeJudge: which keys hold q inside one word needs every title of the key.
  like: () => undefined,
};

/** Where a title's words meet inside its exact key. */
function gapsOf(title: string): number[] {
  let at = 0;
  return canonical(title)
    .split(' ')
    .map((word) => (at += exactKey(word).length))
    .slice(0, -1);
}

/**
 * `like` over these entries: a short key resembles only whole keys within one edit; a longer one,
 * keys that start with it, hold it inside one word (crossing no gap that every title of the key
 * has), or are within a few edits. Best first: the edit distance relative to the longer key, then
 * start, inside, edited.
 */
export function likeJudge(all: readonly Stored[]): Judge {
  const gapsOfKey = new Map<string, number[]>();
  for (const entry of all) {
    const gaps = gapsOf(entry.title);
    const kept = gapsOfKey.get(entry.key);
    gapsOfKey.set(entry.key, kept === undefined ? gaps : kept.filter((gap) => gaps.includes(gap)));
  }
  return (entry, q) => {
    const key = exactKey(q);
    if (key === '') return undefined;
    const quality = (distance: number, tier: number) =>
      Math.round((distance / Math.max(key.length, entry.key.length)) * 300) * 3 + tier;
    const distance = levenshtein(key, entry.key);
    if (key.length <= 2) return distance <= 1 ? quality(distance, 2) : undefined;
    if (entry.key.startsWith(key)) return quality(distance, 0);
    if (containsInWord(entry.key, key, gapsOfKey.get(entry.key) ?? [])) return quality(distance, 1);
    if (entry.key.includes(key)) return undefined;
    const limit = key.length >= 6 ? 2 : 1;
    return distance <= limit ? quality(distance, 2) : undefined;
  };
}

function containsInWord(whole: string, part: string, gaps: readonly number[]): boolean {
  for (let at = 1; at + part.length <= whole.length; at++) {
    if (whole.slice(at, at + part.length) === part && !gaps.some((gap) => gap > at && gap < at + part.length))
      return true;
  }
  return false;
}

/** `db_id` labels of every match, in the order docs/v3-contract.md §9.3 asks for. */
export function expectedOrder(all: readonly Stored[], judge: Judge, q: string, dbs: readonly DbName[]): string[] {
  const matches: { entry: Stored; quality: number }[] = [];
  for (const entry of all) {
    const quality = dbs.includes(entry.db) ? judge(entry, q) : undefined;
    if (quality !== undefined) matches.push({ entry, quality });
  }
  matches.sort(
    (a, b) =>
      dbs.indexOf(a.entry.db) - dbs.indexOf(b.entry.db) ||
      a.quality - b.quality ||
      collator.compare(a.entry.title, b.entry.title) ||
      a.entry.num - b.entry.num ||
      a.entry.id - b.entry.id,
  );
  return matches.map(({ entry }) => `${entry.db}_${entry.id}`);
}

/** Suggest per docs/v3-contract.md §9.5, by brute force over the distinct canonical titles. */
export function expectedSuggestions(all: readonly Stored[], q: string): string[] {
  const key = exactKey(q);
  if (key === '') return [];
  const counts = new Map<string, number>();
  for (const entry of all) counts.set(canonical(entry.title), (counts.get(canonical(entry.title)) ?? 0) + 1);
  const order = (titles: string[]): string[] =>
    titles.sort(
      (a, b) =>
        (counts.get(b) ?? 0) - (counts.get(a) ?? 0) ||
        a.length - b.length ||
        collator.compare(a, b) ||
        (a < b ? -1 : a > b ? 1 : 0),
    );
  const titles = [...counts.keys()];
  const ordered = order(titles.filter((title) => exactKey(title).startsWith(key)));
  // q's own headword first, however rare: it matches whole, the others only start with it.
  const own = ordered.find((title) => exactKey(title) === key);
  const starting = (own === undefined ? ordered : [own, ...ordered.filter((title) => title !== own)]).slice(0, 10);
  const gapsOfKey = new Map<string, number[]>();
  for (const entry of all) {
    const gaps = gapsOf(entry.title);
    const kept = gapsOfKey.get(entry.key);
    gapsOfKey.set(entry.key, kept === undefined ? gaps : kept.filter((gap) => gaps.includes(gap)));
  }
  const inWord = (title: string) => containsInWord(exactKey(title), key, gapsOfKey.get(exactKey(title)) ?? []);
  const containing =
    key.length < 3 ? [] : order(titles.filter((title) => !exactKey(title).startsWith(key) && inWord(title)));
  return [...starting, ...containing].slice(0, 10);
}
