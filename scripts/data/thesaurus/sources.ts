/**
 * The thesaurus's raw material, read once: the sense groups three independent kinds of source
 * put Persian words in, and each word's short English glosses.
 * - `tables`: English Wiktionary's translation tables, where one English sense lists its Persian
 *   translations (Buchmeier's extraction, and the same tables as OMW linked them to WordNet).
 * - `wordnet`: the Persian WordNet (Montazery & Faili), built automatically from WordNet senses.
 * - `glosses`: English Wiktionary's own Persian entries, whose senses are glossed in English.
 * Sharing a group of one kind is a hint; the builders keep what two kinds agree on.
 */
import { readLemmas } from '../read/omw-tab';
import { readPersianEnglish, type PersianEntry } from '../read/persian-english';
import { readTranslationTables } from '../read/translation-tables';
import { readWordnetSlice, type Wordnet } from '../read/wordnet';
import { OMW, PERSIAN_ENGLISH, TRANSLATIONS, WORDNET } from '../sources';
import type { SourceReader } from '../text-files';
import { persianWord, Spellings } from '../persian-words';
import { readGlosses, setApart } from './glosses';

export type Kind = 'tables' | 'wordnet' | 'glosses';

/** Persian words one source puts in one sense. */
export interface Group {
  readonly id: string;
  readonly kind: Kind;
  /** What a reader is shown of the sense, in English. */
  readonly label: string;
  /** The WordNet synset it is, where known. */
  readonly synset: string | undefined;
  /** A translation table's English headword: the same pair under two headwords is two witnesses. */
  readonly english: string;
  /** WordNet's letter for its part of speech (n, v, a, r). */
  readonly pos: string;
  readonly members: readonly string[];
}

export interface ThesaurusSources {
  readonly groups: readonly Group[];
  /** Each word's short English glosses from its own Wiktionary entry (lower case). */
  readonly glossesOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** The glosses of its first two senses that list three at most: what the word chiefly means. */
  readonly chiefGlossesOf: ReadonlyMap<string, ReadonlySet<string>>;
  readonly wordnet: Wordnet;
  readonly spellings: Spellings;
}

// The parts of speech a thesaurus lists: no names, phrases, affixes or letters.
const TABLE_POS: Readonly<Record<string, string>> = { n: 'n', v: 'v', adj: 'a', adv: 'r' };
/**
 * More members than this and a group is a list of kinds, not one sense: a translation table or a
 * shared gloss lists «cousin»'s eight kin words (the father's brother's daughter, the mother's
 * sister's son…); the Persian WordNet's larger synsets still hold one sense.
 */
export const MAX_GROUP: Readonly<Record<Kind, number>> = { tables: 7, wordnet: 12, glosses: 7 };


/** A WordNet sense as a reader is shown it: «rug, carpet: floor covering of thick heavy fabric». */
export function synsetLabel(wordnet: Wordnet, synset: string): string {
  const found = wordnet.synsets.get(synset);
  if (found === undefined) return '';
  return `${found.lemmas.slice(0, 3).join(', ')}: ${found.definition}`;
}


/** Words whose every sense Wiktionary sets apart (archaic, a dialect's…): kept out of the thesaurus. */
function setApartWords(entries: readonly PersianEntry[]): Set<string> {
  const kept = new Set<string>();
  const apart = new Set<string>();
  for (const entry of entries) {
    const word = persianWord(entry.headword);
    if (word === '') continue;
    for (const sense of entry.senses) (setApart(sense.labels) ? apart : kept).add(word);
  }
  return new Set([...apart].filter((word) => !kept.has(word)));
}

export function readThesaurusSources(read: SourceReader): ThesaurusSources {
  const spellings = new Spellings();
  const wordnet = readWordnetSlice(read(WORDNET.synsets), read(WORDNET.antonyms));
  const entries = readPersianEnglish(read(PERSIAN_ENGLISH));
  const apart = setApartWords(entries);
  const take = (raw: string): string | undefined => {
    const word = persianWord(raw);
    return word === '' || apart.has(word) ? undefined : spellings.add(word);
  };
  const members = (words: readonly (string | undefined)[]): string[] => [
    ...new Set(words.filter((key): key is string => key !== undefined)),
  ];
  const groups: Group[] = [];

  for (const entry of entries) take(entry.headword);
  const { glossesOf, chiefGlossesOf, apartGlossesOf, posOf, wordsOf } = readGlosses(entries, take);
  // A table lists a word under an English word it means only in a sense set apart, or in a part
  // of speech its own entry does not give it: not the word it means.
  const meantAs = (key: string, english: readonly string[], pos: string): boolean =>
    !english.some((word) => apartGlossesOf.get(key)?.has(word.toLowerCase()) === true) &&
    (posOf.get(key)?.has(pos) ?? true);
  for (const sense of readTranslationTables(read(TRANSLATIONS.persian))) {
    const pos = TABLE_POS[sense.pos];
    if (pos === undefined) continue;
    const words = members(sense.translations.map((t) => (setApart(t.labels) ? undefined : take(t.word))));
    const label = sense.gloss === '' ? sense.headword : `${sense.headword} (${sense.gloss})`;
    const id = `en:${sense.headword} {${sense.pos}} ${sense.gloss}`;
    const english = sense.headword;
    groups.push({ id, kind: 'tables', label, synset: undefined, english, pos, members: words.filter((key) => meantAs(key, [english], pos)) });
  }
  for (const [file, kind] of [
    [OMW.wiktionaryPersian, 'tables'],
    [OMW.persianWordnet, 'wordnet'],
  ] as const) {
    for (const [synset, lemmas] of readLemmas(read(file))) {
      const label = synsetLabel(wordnet, synset);
      const english = wordnet.synsets.get(synset)?.lemmas ?? [];
      const pos = synset.slice(-1);
      const words = members(lemmas.map(take)).filter((key) => meantAs(key, english, pos));
      groups.push({ id: `${kind}:${synset}`, kind, label, synset, english: '', pos, members: words });
    }
  }
  for (const [item, words] of wordsOf) {
    if (words.length > MAX_GROUP.glosses) continue;
    groups.push({ id: `gloss:${item}`, kind: 'glosses', label: item, synset: undefined, english: '', pos: '', members: words });
  }
  const kept = groups.filter((group) => group.members.length >= 2 || group.synset !== undefined);
  return { groups: kept, glossesOf, chiefGlossesOf, wordnet, spellings };
}
