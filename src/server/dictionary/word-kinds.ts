/**
 * What a word is, as a Persian–English entry of the Wiktionary kind says: each part of speech in
 * italics before its senses («<i>noun</i><br><ol>…»). Only the kinds that have forms are read.
 */
import { WORD_KINDS, type WordKind } from '../../shared/word-forms';

/** The Persian–English dictionary whose entries name their parts of speech. */
export const KINDS_DB = 'fa2en';

const NAMED: Readonly<Record<string, WordKind>> = { noun: 'noun', verb: 'verb', adj: 'adjective' };
/** A part of speech and its senses, up to the next part. */
const PART_RE = /<i>([a-z]+)<\/i>\s*<br>((?:(?!<i>[a-z]+<\/i>\s*<br>)[\s\S])*)/g;
const SENSE_RE = /<li>([\s\S]*?)<\/li>/g;
/** A sense's label naming a dialect («(dialectal, Bushehr)»), or the written language's old or literary word. */
const DIALECT_RE = /^\([^)]*\bdialectal\b/i;
const WRITTEN_RE = /^\([^)]*\b(?:archaic|obsolete|literary|poetic)\b/i;

/**
 * Whether every sense is a dialect's only («(dialectal, Bushehr) to be»): a dialect conjugates its
 * verbs its own way, so the written language's rules would make up forms no speaker says.
 */
function dialectsOnly(senses: string): boolean {
  const labels = [...senses.matchAll(SENSE_RE)].map(([, sense = '']) => sense.trim());
  return labels.length > 0 && labels.every((sense) => DIALECT_RE.test(sense) && !WRITTEN_RE.test(sense));
}

/** The kinds a meaning names, in WORD_KINDS' order, each once; a verb only a dialect's is none. */
export function wordKinds(meanings: readonly string[]): WordKind[] {
  const named = new Set<WordKind>();
  for (const meaning of meanings) {
    for (const [, part = '', senses = ''] of meaning.matchAll(PART_RE)) {
      const kind = NAMED[part];
      if (kind !== undefined && !(kind === 'verb' && dialectsOnly(senses))) named.add(kind);
    }
  }
  return WORD_KINDS.filter((kind) => named.has(kind));
}
