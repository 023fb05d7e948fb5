/**
 * What English Wiktionary's Persian entries say a Persian word means, for the builders that add a
 * meaning, a pronunciation or a standard word to another source's words: the entries by exact key,
 * their romanisation as fa2en chooses it, and the English headwords' Persian translations.
 */
import { choosePron } from '../../../src/server/dictionary/choose-pron';
import { exactKey } from '../../../src/shared/persian/normalise';
import type { PersianEntry } from './persian-english';
import type { TranslatedSense } from './translation-tables';

/** The entries of each headword, by its exact key. */
export function entriesByKey(entries: readonly PersianEntry[]): Map<string, PersianEntry[]> {
  const byKey = new Map<string, PersianEntry[]>();
  for (const entry of entries) {
    const key = exactKey(entry.headword);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return byKey;
}

/** An entry's romanisation, as the fa2en import chooses one from its alternates. */
export function romanisationOf(entry: PersianEntry): string {
  return choosePron(entry.headword, entry.alternates);
}

/**
 * The standard Persian word for an English word: the first Persian translation of the first sense
 * the translation tables give the English headword, none labelled; undefined when they give none.
 */
export function standardPersian(senses: readonly TranslatedSense[]): (english: string) => string | undefined {
  const first = new Map<string, string>();
  for (const sense of senses) {
    if (first.has(sense.headword)) continue;
    const plain = sense.translations.find((t) => t.labels.length === 0 && /^[\u0600-\u06FF\u200C ]+$/.test(t.word));
    if (plain !== undefined) first.set(sense.headword, plain.word);
  }
  return (english) => first.get(english);
}
