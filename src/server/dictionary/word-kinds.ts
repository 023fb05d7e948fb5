/**
 * What a word is, as a Persian–English entry of the Wiktionary kind says: each part of speech in
 * italics before its senses («<i>noun</i><br><ol>…»). Only the kinds that have forms are read.
 */
import { WORD_KINDS, type WordKind } from '../../shared/word-forms';

/** The Persian–English dictionary whose entries name their parts of speech. */
export const KINDS_DB = 'fa2en';

const NAMED: Readonly<Record<string, WordKind>> = { noun: 'noun', verb: 'verb', adj: 'adjective' };
const PART_RE = /<i>([a-z]+)<\/i>\s*<br>/g;

/** The kinds a meaning names, in WORD_KINDS' order, each once. */
export function wordKinds(meanings: readonly string[]): WordKind[] {
  const named = new Set<WordKind>();
  for (const meaning of meanings) {
    for (const [, part = ''] of meaning.matchAll(PART_RE)) {
      const kind = NAMED[part];
      if (kind !== undefined) named.add(kind);
    }
  }
  return WORD_KINDS.filter((kind) => named.has(kind));
}
