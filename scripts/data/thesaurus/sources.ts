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

/** Senses so labelled are not the word as a reader of today's standard Persian uses it. */
const SET_APART =
  /archaic|obsolete|dialect|dated|rare|Dari|Tajik|Classical|vulgar|derogatory|offensive|rude|mythology|Afghanistan/i;
// The parts of speech a thesaurus lists: no names, phrases, affixes or letters.
const TABLE_POS: Readonly<Record<string, string>> = { n: 'n', v: 'v', adj: 'a', adv: 'r' };
/** More members than this and a group is a list of kinds («cousin»: eight kin words), not one sense. */
export const MAX_GROUP = 12;
const MAX_GLOSS_GROUP = 8;
const GLOSS_ITEM_RE = /^[a-z][a-z' -]*$/;

const setApart = (labels: readonly string[]): boolean => labels.some((label) => SET_APART.test(label));

/** A WordNet sense as a reader is shown it: «rug, carpet: floor covering of thick heavy fabric». */
export function synsetLabel(wordnet: Wordnet, synset: string): string {
  const found = wordnet.synsets.get(synset);
  if (found === undefined) return '';
  return `${found.lemmas.slice(0, 3).join(', ')}: ${found.definition}`;
}

function glossItems(text: string): string[] {
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
  const glossesOf = new Map<string, Set<string>>();
  const chiefGlossesOf = new Map<string, Set<string>>();
  // What a word means in the senses set apart: «که» is "small" only in an archaic sense.
  const apartGlossesOf = new Map<string, Set<string>>();
  const byGloss = new Map<string, string[]>();
  const note = (map: Map<string, Set<string>>, key: string, item: string): void => {
    map.set(key, (map.get(key) ?? new Set<string>()).add(item));
  };
  for (const entry of entries) {
    const key = take(entry.headword);
    if (key === undefined) continue;
    entry.senses.forEach((sense, index) => {
      const items = glossItems(sense.text);
      if (setApart(sense.labels)) {
        for (const item of items) note(apartGlossesOf, key, item);
        return;
      }
      for (const item of items) {
        note(glossesOf, key, item);
        if (index < 2 && items.length <= 3) note(chiefGlossesOf, key, item);
        const words = byGloss.get(item) ?? [];
        if (!words.includes(key)) words.push(key);
        byGloss.set(item, words);
      }
    });
  }
  // A table lists a word under an English word it means only in a sense set apart: not that word.
  const meantAs = (key: string, english: readonly string[]): boolean =>
    !english.some((word) => apartGlossesOf.get(key)?.has(word.toLowerCase()) === true);
  for (const sense of readTranslationTables(read(TRANSLATIONS.persian))) {
    const pos = TABLE_POS[sense.pos];
    if (pos === undefined) continue;
    const words = members(sense.translations.map((t) => (setApart(t.labels) ? undefined : take(t.word))));
    const label = sense.gloss === '' ? sense.headword : `${sense.headword} (${sense.gloss})`;
    const id = `en:${sense.headword} {${sense.pos}} ${sense.gloss}`;
    const english = sense.headword;
    groups.push({ id, kind: 'tables', label, synset: undefined, english, pos, members: words.filter((key) => meantAs(key, [english])) });
  }
  for (const [file, kind] of [
    [OMW.wiktionaryPersian, 'tables'],
    [OMW.persianWordnet, 'wordnet'],
  ] as const) {
    for (const [synset, lemmas] of readLemmas(read(file))) {
      const label = synsetLabel(wordnet, synset);
      const english = wordnet.synsets.get(synset)?.lemmas ?? [];
      const words = members(lemmas.map(take)).filter((key) => meantAs(key, english));
      groups.push({ id: `${kind}:${synset}`, kind, label, synset, english: '', pos: synset.slice(-1), members: words });
    }
  }
  for (const [item, words] of byGloss) {
    if (words.length > MAX_GLOSS_GROUP) continue;
    groups.push({ id: `gloss:${item}`, kind: 'glosses', label: item, synset: undefined, english: '', pos: '', members: words });
  }
  const kept = groups.filter((group) => group.members.length >= 2 || group.synset !== undefined);
  return { groups: kept, glossesOf, chiefGlossesOf, wordnet, spellings };
}
