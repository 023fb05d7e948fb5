/**
 * Where the data Farhang ships comes from, as a reader is shown it: each open source with who made
 * it, the tool or edition it came through and its licence (data/README.md and the README of each
 * folder under data/), and the sources each shipped dictionary is built from. The catalog gives
 * every dictionary its credit from here.
 */

/** One source of a dictionary's data, as its licence asks it to be credited. Empty strings where there is nothing to name. */
export interface DbSource {
  /** Who made the data. */
  readonly name: string;
  readonly url: string;
  /** The tool or edition it was taken through, when that is worth a reader's knowing. */
  readonly via: string;
  readonly viaUrl: string;
  readonly licence: string;
  readonly licenceUrl: string;
}

/** A dictionary's sources as a reader is shown them (word pages, its chip, the about page). */
export interface DbCredit {
  /** Every source its data is built from; none for our own sample, or where nobody was named. */
  readonly sources: readonly DbSource[];
  /** Our own sample text (data/README.md), labelled wherever a reader meets it: never the real dictionary. */
  readonly sample: boolean;
}

/** The few lines the project wrote itself for a dictionary we hold no open data of. */
export const SAMPLE: DbCredit = { sources: [], sample: true };

const WIKTIONARY = { name: 'Wiktionary contributors', url: 'https://en.wiktionary.org/' };
const WIKTIONARY_LICENCE = {
  licence: 'CC BY-SA 3.0 / GFDL',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
};

/** English Wiktionary's Persian entries, as Wiktextract extracts them (data/wiktionary-fa-en/). */
const PERSIAN_ENTRIES: DbSource = {
  ...WIKTIONARY,
  via: 'Wiktextract',
  viaUrl: 'https://kaikki.org/',
  ...WIKTIONARY_LICENCE,
};

/** English Wiktionary's translation tables, as Matthias Buchmeier extracts them (data/wiktionary-translations/). */
const TRANSLATION_TABLES: DbSource = {
  ...WIKTIONARY,
  via: 'Matthias Buchmeier',
  viaUrl: 'https://en.wiktionary.org/wiki/User:Matthias_Buchmeier',
  ...WIKTIONARY_LICENCE,
};

/** The Open Multilingual Wordnet's links of Wiktionary's words to WordNet senses (data/omw/). */
const WIKTIONARY_LINKS: DbSource = {
  ...WIKTIONARY,
  via: 'Open Multilingual Wordnet',
  viaUrl: 'https://omwn.org/',
  ...WIKTIONARY_LICENCE,
};

/** Montazery and Faili's Persian WordNet, under its author's own grant (data/omw/README.md). */
const PERSIAN_WORDNET: DbSource = {
  name: 'Persian WordNet (Mortaza Montazery, Heshaam Faili)',
  url: 'https://aclanthology.org/C10-2097/',
  via: 'Open Multilingual Wordnet',
  viaUrl: 'https://omwn.org/',
  licence: 'free to use (the author’s grant)',
  licenceUrl: 'https://github.com/omwn/omw-data/blob/f75be19ec590da12a7a5665e361690b5badb7a25/wns/fas/LICENSE',
};

const ARABIC_WORDNET: DbSource = {
  name: 'Arabic WordNet (Elkateb, Black et al.; Abouenour, Bouzoubaa, Rosso)',
  url: 'http://globalwordnet.org/arabic-wordnet/',
  via: 'Open Multilingual Wordnet',
  viaUrl: 'https://omwn.org/',
  licence: 'CC BY-SA 3.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
};

/** The slice of WordNet 3.0 the thesaurus and the dialects read (data/wordnet/). */
const PRINCETON_WORDNET: DbSource = {
  name: 'Princeton University (WordNet 3.0)',
  url: 'https://wordnet.princeton.edu/',
  via: '',
  viaUrl: '',
  licence: 'WordNet 3.0 licence',
  licenceUrl: 'https://wordnet.princeton.edu/license-and-commercial-use',
};

const PERSIAN_NAMES: DbSource = {
  name: 'Mohammad Reza Hejazi Rad (persian-names)',
  url: 'https://github.com/mohammadhejazirad/persian-names',
  via: '',
  viaUrl: '',
  licence: 'MIT',
  licenceUrl:
    'https://github.com/mohammadhejazirad/persian-names/blob/038308754f5559a74e34fc3c78dffb3c6008a71c/LICENSE',
};

const PERSIAN_SLANG: DbSource = {
  name: 'Amir Shokri (persian-slang)',
  url: 'https://github.com/amirshnll/persian-slang',
  via: '',
  viaUrl: '',
  licence: 'MIT',
  licenceUrl: 'https://github.com/amirshnll/persian-slang/blob/01d7cee18ec83a0292a2793bf5bdf39b39b93f51/LICENSE',
};

/** WECHSEL's word lists of Wiktionary's dialect words (data/wechsel/). */
const DIALECT_LISTS: DbSource = {
  ...WIKTIONARY,
  via: 'WECHSEL',
  viaUrl: 'https://github.com/CPJKU/wechsel',
  ...WIKTIONARY_LICENCE,
};

const shipped = (...sources: DbSource[]): DbCredit => ({ sources, sample: false });

/** What each dictionary filled from open data is built from (data/built/README.md). */
export const SHIPPED = {
  fa2en: shipped(PERSIAN_ENTRIES),
  en2fa: shipped(PERSIAN_ENTRIES, TRANSLATION_TABLES),
  motaradef: shipped(TRANSLATION_TABLES, WIKTIONARY_LINKS, PERSIAN_ENTRIES, PERSIAN_WORDNET, PRINCETON_WORDNET),
  arabic: shipped(TRANSLATION_TABLES, WIKTIONARY_LINKS, ARABIC_WORDNET),
  name: shipped(PERSIAN_NAMES, PERSIAN_ENTRIES),
  slang: shipped(PERSIAN_SLANG, PERSIAN_ENTRIES),
  listedDialect: shipped(DIALECT_LISTS, WIKTIONARY_LINKS, TRANSLATION_TABLES, PRINCETON_WORDNET),
  citySpeech: shipped(PERSIAN_ENTRIES, TRANSLATION_TABLES),
} as const satisfies Record<string, DbCredit>;
