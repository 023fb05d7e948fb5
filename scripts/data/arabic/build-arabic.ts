/**
 * ar2fa and fa2ar (data/built/README.md): Arabic and Persian words that translate one English
 * sense, from English Wiktionary's translation tables (Buchmeier's extraction: the Persian and the
 * Arabic translations of the same English headword, part of speech and sense). A pair is kept where
 * the Open Multilingual Wordnet also puts the two words in one WordNet sense (Wiktionary's Persian
 * links, the Arabic WordNet and Wiktionary's Arabic links), or where the sense lists at most two
 * words on each side, so the pair cannot be a sense's Persian word beside another sense's Arabic.
 */
import { exactKey } from '../../../src/shared/persian/normalise';
import { jsonlFile } from '../jsonl';
import { readLemmas } from '../read/omw-tab';
import { readPersianEnglish } from '../read/persian-english';
import { readTranslationTables, type TranslatedSense } from '../read/translation-tables';
import { persianWord, Spellings } from '../persian-words';
import { OMW, PERSIAN_ENGLISH, TRANSLATIONS } from '../sources';
import type { BuiltFile, SourceReader } from '../text-files';
import { arabicWord, fullerSpelling, hamzaSpellings } from './arabic-words';

/** Translations so labelled are not what a reader of today's language would use. */
const SET_APART = /archaic|obsolete|dialect|dated|rare|vulgar|Middle Persian|Egyptian|Levantine|Gulf|Maghreb|Moroccan|Iraqi/i;
const SMALL = 2;
/** A WordNet sense with more words a side than this is a list of kinds («cousin»), no witness. */
const LINKED_SENSE = 4;

interface Sense {
  readonly key: string;
  readonly label: string;
  /** The pairs kept, Persian and Arabic keys. */
  readonly pairs: readonly (readonly [string, string])[];
}

const senseKey = (sense: TranslatedSense): string => `${sense.headword} {${sense.pos}} (${sense.gloss})`;

/** The English sense as the entry names it: «spring: season», the gloss left out when long. */
function senseLabel(sense: TranslatedSense): string {
  const { headword } = sense;
  // The label stands in brackets itself: a gloss's own «(from either side)» would close it early.
  const gloss = sense.gloss.replace(/\([^()]*\)/g, '').replace(/\s+/g, ' ').trim();
  return gloss === '' || gloss === headword || gloss.length > 40 ? headword : `${headword}: ${gloss}`;
}

// A sense Wiktionary marks rare in its gloss, or a letter's name: no word a student looks for.
const UNWANTED_GLOSS_RE = /^(?:rare|obsolete|archaic|dated)\b|name of the letter/i;

export function buildArabic(read: SourceReader): BuiltFile[] {
  const persianSpellings = new Spellings();
  const arabicSpellings = new Map<string, string>();
  // Only the tables' spellings are shown: a wordnet's harakat may be another word's («عجّل»,
  // hurry, folds as «عجل», a calf), so its lemmas witness a pair but never spell it.
  const takeArabic = (raw: string, shown = true): string | undefined => {
    const word = arabicWord(raw);
    if (word === '') return undefined;
    const key = exactKey(word);
    if (shown) arabicSpellings.set(key, fullerSpelling(arabicSpellings.get(key) ?? word, word));
    return key;
  };
  const takePersian = (raw: string): string | undefined => {
    const word = persianWord(raw);
    return word === '' ? undefined : persianSpellings.add(word);
  };
  const listed = (sense: TranslatedSense, take: (raw: string) => string | undefined): string[] => [
    ...new Set(
      sense.translations
        .filter((t) => !t.labels.some((label) => SET_APART.test(label)))
        .map((t) => take(t.word))
        .filter((key): key is string => key !== undefined),
    ),
  ];

  // The WordNet senses each pair shares, Persian × Arabic, for the second witness.
  const linked = new Set<string>();
  const arabicOf = new Map<string, Set<string>>();
  for (const file of [OMW.arabicWordnet, OMW.wiktionaryArabic]) {
    for (const [synset, lemmas] of readLemmas(read(file))) {
      const words = arabicOf.get(synset) ?? new Set<string>();
      for (const lemma of lemmas) words.add(takeArabic(lemma, false) ?? '');
      words.delete('');
      arabicOf.set(synset, words);
    }
  }
  for (const [synset, lemmas] of readLemmas(read(OMW.wiktionaryPersian))) {
    const persian = new Set(lemmas.map((lemma) => exactKey(persianWord(lemma))).filter((key) => key !== ''));
    const arabic = arabicOf.get(synset) ?? new Set<string>();
    if (persian.size > LINKED_SENSE || arabic.size > LINKED_SENSE) continue;
    for (const p of persian) for (const a of arabic) linked.add(`${p}\t${a}`);
  }
  // A Persian word some other source lists too: a table's translation can be a phrase of its
  // maker's («روی یا داخل» for aboard), which a pair witnessed by the table alone must not be.
  const known = new Set<string>();
  for (const entry of readPersianEnglish(read(PERSIAN_ENGLISH))) known.add(exactKey(entry.headword));
  for (const file of [OMW.wiktionaryPersian, OMW.persianWordnet])
    for (const lemmas of readLemmas(read(file)).values()) for (const lemma of lemmas) known.add(exactKey(lemma));

  const arabicSenses = new Map<string, TranslatedSense>();
  for (const sense of readTranslationTables(read(TRANSLATIONS.arabic)))
    if (sense.pos !== 'prop') arabicSenses.set(senseKey(sense), sense);
  const senses: Sense[] = [];
  for (const sense of readTranslationTables(read(TRANSLATIONS.persian))) {
    const arabicSense = arabicSenses.get(senseKey(sense));
    if (arabicSense === undefined || UNWANTED_GLOSS_RE.test(sense.gloss)) continue;
    const persian = listed(sense, takePersian);
    const arabic = listed(arabicSense, takeArabic);
    const small = persian.length <= SMALL && arabic.length <= SMALL;
    const kept = (p: string, a: string): boolean => linked.has(`${p}\t${a}`) || (small && known.has(p));
    const pairs = persian.flatMap((p) => arabic.filter((a) => kept(p, a)).map((a) => [p, a] as const));
    if (pairs.length > 0) senses.push({ key: senseKey(sense), label: senseLabel(sense), pairs });
  }
  const arabicEntries = entries(senses, 'arabic', 'persian', (key) => arabicSpellings.get(key) ?? key, (key) =>
    persianSpellings.of(key),
  );
  const persianEntries = entries(senses, 'persian', 'arabic', (key) => persianSpellings.of(key), (key) =>
    arabicSpellings.get(key) ?? key,
  );
  return [
    jsonlFile(
      'ar2fa',
      arabicEntries.map(({ title, text }) => ({ title, text, alternates: hamzaSpellings(title) })),
    ),
    jsonlFile('fa2ar', persianEntries),
  ];
}

/** One entry a headword: its translations sense by sense, a sense's English named after its words. */
function entries(
  senses: readonly Sense[],
  from: 'persian' | 'arabic',
  to: 'persian' | 'arabic',
  titleOf: (key: string) => string,
  wordOf: (key: string) => string,
): { title: string; text: string }[] {
  const byHeadword = new Map<string, Map<string, { label: string; words: string[] }>>();
  for (const sense of senses) {
    const heads = [...new Set(sense.pairs.map((pair) => pair[from === 'persian' ? 0 : 1]))];
    for (const headword of heads) {
      const own = byHeadword.get(headword) ?? new Map<string, { label: string; words: string[] }>();
      const words = sense.pairs
        .filter((pair) => pair[from === 'persian' ? 0 : 1] === headword)
        .map((pair) => wordOf(pair[to === 'persian' ? 0 : 1]));
      // Two senses translated by the same words are one line, both Englishes named.
      const same = [...own.values()].find((line) => line.words.join() === words.join());
      if (same !== undefined) {
        if (!same.label.split('; ').includes(sense.label)) same.label = `${same.label}; ${sense.label}`;
      }
      else own.set(sense.key, { label: sense.label, words });
      byHeadword.set(headword, own);
    }
  }
  return [...byHeadword].map(([headword, lines]) => ({
    title: titleOf(headword),
    text: [...lines.values()].map(({ label, words }) => `${words.join('، ')} (${label})`).join('؛ '),
  }));
}
