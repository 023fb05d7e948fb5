/**
 * Where each vendored source sits under `data/` (its folder's README gives its origin, commit,
 * licence and attribution) and where the builders put what they derive from them.
 */

/** The Open Multilingual Wordnet's files we keep (omw/README.md). */
export const OMW = {
  persianWordnet: 'omw/upstream/wns/fas/wn-data-fas.tab',
  wiktionaryPersian: 'omw/upstream/wns/wikt/wn-wikt-fas.tab',
  wiktionaryArabic: 'omw/upstream/wns/wikt/wn-wikt-arb.tab',
  arabicWordnet: 'omw/upstream/wns/arb/wn-data-arb.tab',
  mazandarani: 'omw/upstream/wns/wikt/wn-wikt-mzn.tab',
  bakhtiari: 'omw/upstream/wns/wikt/wn-wikt-bqi.tab',
} as const;

/** The OMW files whose synsets the WordNet slice keeps (derive-wordnet.ts). */
export const OMW_LEMMA_FILES = [OMW.persianWordnet, OMW.wiktionaryPersian, OMW.mazandarani, OMW.bakhtiari];

/** The slice of Princeton WordNet 3.0 derived from Debian's wordnet-base (wordnet/README.md). */
export const WORDNET_DIR = 'wordnet';
export const SYNSETS_FILE = 'synsets.tsv';
export const ANTONYMS_FILE = 'antonyms.tsv';
export const WORDNET = { synsets: `${WORDNET_DIR}/${SYNSETS_FILE}`, antonyms: `${WORDNET_DIR}/${ANTONYMS_FILE}` };

/** English Wiktionary's translation tables, as Matthias Buchmeier extracted them (wiktionary-translations/README.md). */
export const TRANSLATIONS = {
  persian: 'wiktionary-translations/upstream/src/en-fa-enwiktionary.txt',
  arabic: 'wiktionary-translations/upstream/src/en-arb-enwiktionary.txt',
} as const;

/** English Wiktionary's Persian entries (wiktionary-fa-en/README.md), also imported whole as fa2en. */
export const PERSIAN_ENGLISH = 'wiktionary-fa-en/persian-english.tsv';

export const PERSIAN_NAMES = 'persian-names/upstream/src/assets/database.json';
export const PERSIAN_SLANG = 'persian-slang/upstream/data.json';
export const WECHSEL = {
  mazandarani: 'wechsel/upstream/dicts/data/mazanderani.txt',
  bakhtiari: 'wechsel/upstream/dicts/data/bakhtiari.txt',
} as const;

/** Where the builders write the importer's input, one JSON Lines file a dictionary (built/README.md). */
export const BUILT_DIR = 'built';
