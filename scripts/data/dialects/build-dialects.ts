/**
 * The dialect dictionaries (data/built/README.md): Mazandarani and Bakhtiari words English
 * Wiktionary translates (WECHSEL's word lists and the Open Multilingual Wordnet's Wiktionary links),
 * and the senses of Wiktionary's Persian entries labelled as Isfahan's or Tehran's speech. Each
 * entry says what the word means and, where a source gives it, the standard Persian word it stands
 * for, in the closing «(فارسی معیار: …)» the compare page groups regional forms by.
 */
import { canonical } from '../../../src/shared/persian/normalise';
import type { DbName } from '../../../src/shared/catalog';
import { jsonlFile, type BuiltEntry } from '../jsonl';
import { readLemmas } from '../read/omw-tab';
import { romanisationOf, standardPersian } from '../read/english-meanings';
import { ALTERNATIVE_FORM_RE, hasLabel, labelledEntries } from '../read/labelled-senses';
import { readPersianEnglish } from '../read/persian-english';
import { readTranslationTables } from '../read/translation-tables';
import { readWordnetSlice } from '../read/wordnet';
import { persianWord } from '../persian-words';
import { OMW, PERSIAN_ENGLISH, TRANSLATIONS, WECHSEL, WORDNET } from '../sources';
import { sourceLines, type BuiltFile, type SourceReader } from '../text-files';

interface Meaning {
  readonly english: string;
  readonly standard: string | undefined;
}

const DIALECT_NAMES: Readonly<Record<string, string>> = {
  mazani: 'مازنی',
  bakhtiari: 'بختیاری',
  isfahani: 'اصفهانی',
  tehrani: 'تهرانی',
};

function dialectText(db: DbName, meanings: readonly Meaning[]): string {
  const english = [...new Set(meanings.map((meaning) => meaning.english))].join('؛ ');
  const standard = meanings.find((meaning) => meaning.standard !== undefined)?.standard;
  return `در گویش ${DIALECT_NAMES[db] ?? db}: ${english}${standard === undefined ? '' : ` (فارسی معیار: ${standard})`}`;
}

/** A word list's and OMW's words of one dialect, each with its English meanings. */
function listedWords(db: DbName, list: string, tab: string, read: SourceReader): BuiltEntry[] {
  const standardOf = standardPersian(readTranslationTables(read(TRANSLATIONS.persian)));
  const wordnet = readWordnetSlice(read(WORDNET.synsets), read(WORDNET.antonyms));
  const persianOf = readLemmas(read(OMW.wiktionaryPersian));
  const meanings = new Map<string, Meaning[]>();
  const add = (raw: string, meaning: Meaning): void => {
    const word = persianWord(raw);
    if (word !== '') meanings.set(word, [...(meanings.get(word) ?? []), meaning]);
  };
  for (const line of sourceLines(read(list))) {
    const [english = '', word = ''] = line.split('\t');
    add(word, { english, standard: standardOf(english) });
  }
  for (const [synset, words] of readLemmas(read(tab))) {
    const english = wordnet.synsets.get(synset)?.lemmas.slice(0, 2).join(', ') ?? '';
    if (english === '') continue;
    const standard = persianOf.get(synset)?.map(persianWord).find((word) => word !== '');
    for (const word of words) add(word, { english, standard });
  }
  return [...meanings].map(([title, list]) => ({ title, text: dialectText(db, list) }));
}

/** The senses of Wiktionary's Persian entries a label places in a city's speech. */
function cityWords(db: DbName, place: RegExp, read: SourceReader): BuiltEntry[] {
  const standardOf = standardPersian(readTranslationTables(read(TRANSLATIONS.persian)));
  return labelledEntries(readPersianEnglish(read(PERSIAN_ENGLISH)), hasLabel(place)).map(({ entry, senses }) => {
    const meanings = senses.map((sense) => {
      const form = ALTERNATIVE_FORM_RE.exec(sense.text)?.[1]?.trim();
      if (form !== undefined) return spokenForm(form);
      const english = sense.text.split(/[,;]/)[0]?.trim() ?? '';
      return { english: sense.text, standard: standardOf(english) };
    });
    return { title: canonical(entry.headword), text: dialectText(db, meanings), pron: romanisationOf(entry) };
  });
}

/** A spoken spelling of a standard word, as a dialect entry says it. */
const spokenForm = (standard: string): Meaning => ({ english: `گونهٔ گفتاری «${standard}»`, standard });

/** Tehran's speech: what Wiktionary places there, and the colloquial spellings of standard words. */
function tehraniWords(read: SourceReader): BuiltEntry[] {
  const spoken = labelledEntries(
    readPersianEnglish(read(PERSIAN_ENGLISH)),
    (sense) => hasLabel(/colloquial/i)(sense) && !hasLabel(/Tehran/)(sense) && ALTERNATIVE_FORM_RE.test(sense.text),
  ).map(({ entry, senses }) => {
    const standard = ALTERNATIVE_FORM_RE.exec(senses[0]?.text ?? '')?.[1]?.trim() ?? '';
    return { title: canonical(entry.headword), text: dialectText('tehrani', [spokenForm(standard)]), pron: romanisationOf(entry) };
  });
  return [...cityWords('tehrani', /Tehran/, read), ...spoken];
}

export function buildDialects(read: SourceReader): BuiltFile[] {
  return [
    jsonlFile('mazani', listedWords('mazani', WECHSEL.mazandarani, OMW.mazandarani, read)),
    jsonlFile('bakhtiari', listedWords('bakhtiari', WECHSEL.bakhtiari, OMW.bakhtiari, read)),
    jsonlFile('isfahani', cityWords('isfahani', /Isfahan/, read)),
    jsonlFile('tehrani', tehraniWords(read)),
  ];
}
