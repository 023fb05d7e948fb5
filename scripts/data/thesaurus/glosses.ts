/**
 * What English Wiktionary's Persian entries say each word means: its short English glosses, those
 * it chiefly means (the first two senses of each part of speech, when they list three glosses at
 * most), what it means only in senses set apart (archaic, a dialect's…), and its parts of speech.
 */
import type { PersianEntry } from '../read/persian-english';

/** Senses so labelled are not the word as a reader of today's standard Persian uses it. */
export const SET_APART =
  /archaic|obsolete|dialect|dated|rare|Dari|Tajik|Classical|vulgar|derogatory|offensive|rude|mythology|Afghanistan|Middle Persian/i;

export const setApart = (labels: readonly string[]): boolean => labels.some((label) => SET_APART.test(label));

/** WordNet's letters for the parts of speech of Wiktionary's Persian entries. */
const ENTRY_POS: Readonly<Record<string, string>> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };
const GLOSS_ITEM_RE = /^[a-z][a-z' -]*$/;

export interface Glosses {
  readonly glossesOf: ReadonlyMap<string, ReadonlySet<string>>;
  readonly chiefGlossesOf: ReadonlyMap<string, ReadonlySet<string>>;
  readonly apartGlossesOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** WordNet's letters for the parts of speech its senses (not set apart) have. */
  readonly posOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** The words each short gloss glosses, in the order met. */
  readonly wordsOf: ReadonlyMap<string, readonly string[]>;
}

/** A sense's short glosses: «to read, to study (a subject)» gives read and study. */
export function glossItems(text: string): string[] {
  return text
    .replace(/\([^()]*\)/g, ' ')
    .split(/[,;]/)
    .map((item) =>
      item
        .trim()
        .toLowerCase()
        .replace(/^(?:to|a|an|the) /, ''),
    )
    .filter((item) => GLOSS_ITEM_RE.test(item) && item.split(' ').length <= 3);
}

export function readGlosses(entries: readonly PersianEntry[], take: (raw: string) => string | undefined): Glosses {
  const glossesOf = new Map<string, Set<string>>();
  const chiefGlossesOf = new Map<string, Set<string>>();
  const apartGlossesOf = new Map<string, Set<string>>();
  const posOf = new Map<string, Set<string>>();
  const wordsOf = new Map<string, string[]>();
  const note = (map: Map<string, Set<string>>, key: string, item: string): void => {
    map.set(key, (map.get(key) ?? new Set<string>()).add(item));
  };
  for (const entry of entries) {
    const key = take(entry.headword);
    if (key === undefined) continue;
    const seenOfPos = new Map<string, number>();
    for (const sense of entry.senses) {
      const place = seenOfPos.get(sense.pos) ?? 0;
      seenOfPos.set(sense.pos, place + 1);
      const items = glossItems(sense.text);
      if (setApart(sense.labels)) {
        for (const item of items) note(apartGlossesOf, key, item);
        continue;
      }
      const pos = ENTRY_POS[sense.pos];
      if (pos !== undefined) note(posOf, key, pos);
      for (const item of items) {
        note(glossesOf, key, item);
        if (place < 2 && items.length <= 3) note(chiefGlossesOf, key, item);
        const words = wordsOf.get(item) ?? [];
        if (!words.includes(key)) words.push(key);
        wordsOf.set(item, words);
      }
    }
  }
  return { glossesOf, chiefGlossesOf, apartGlossesOf, posOf, wordsOf };
}
