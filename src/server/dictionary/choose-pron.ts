/**
 * An entry's pronunciation chosen from its alternates: a dictionary that lists romanisations among
 * an entry's keys («کتاب» `ketâb`, `kotob`; «مادر» `mâdar`, `mâdarân`) lists those of its inflected
 * forms too, so the one kept is the one whose letters read the headword's own, by the Finglish
 * letter costs the suggester already uses (shared/persian/finglish.ts). It is shown as the
 * standard Iranian reading: written that way (iranianReading), and for the commonest headwords as
 * we checked it (checked-readings.ts) where the data's readings disagree or are wrong.
 */
import { finglishReader, finglishWord } from '../../shared/persian/finglish';
import { LETTER_SPELLINGS, UNWRITTEN_VOWELS } from '../../shared/persian/finglish-letters';
import { exactKey } from '../../shared/persian/normalise';
import { checkedReading } from './checked-readings';

const ARABIC_SCRIPT_RE = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_RE = /[a-z]/i;
// Stress and other accents a romanisation marks on its vowels (`mí-konam`, `ấb`): no letter of their own.
const ACCENT_RE = /[\u0300\u0301\u0308\u0323\u0331]/g;
// What separates a romanisation's words and syllables: the Persian key has no gaps either.
const GAP_RE = /[\s\-.]+/g;

/** Whether an alternate is a romanisation: Latin letters and no Persian ones. */
export function isRomanisation(form: string): boolean {
  return LATIN_RE.test(form) && !ARABIC_SCRIPT_RE.test(form);
}

/** A romanisation as one Finglish word (`âb-e hayât` → `aabehayaat`), or undefined when it cannot be one. */
export function asFinglish(romanisation: string): string | undefined {
  const plain = romanisation.toLowerCase().normalize('NFD').replace(ACCENT_RE, '').normalize('NFC').replace(GAP_RE, '');
  return finglishWord(plain);
}

const HEADWORD_GAP_RE = /[\s\u200C]+/;
const STRESS_RE = /[\u0300\u0301]/;
const STRESS_MARKS_RE = /[\u0300\u0301]/g;
// Far less than two readings' letters differ by (0.01 at least).
const STRESSED = 0.001;

/**
 * Whether the word can begin with the key's first letter, maybe after an unwritten vowel: what
 * the reader would find too, told without building it (a verb lists hundreds of forms, «mí-xânid»).
 */
function mayStart(word: string, key: string): boolean {
  const spellings = LETTER_SPELLINGS.get(key[0] ?? '') ?? [];
  const rest = UNWRITTEN_VOWELS.has(word[0] ?? '') ? word.slice(1) : undefined;
  return spellings.some(
    ({ latin }) => latin === '' || word.startsWith(latin) || (rest !== undefined && rest.startsWith(latin)),
  );
}

/** What reading a Persian exact key as the romanised word costs; Infinity when it cannot be read so. */
function wordReader(romanised: string): (key: string) => number {
  const word = asFinglish(romanised);
  if (word === undefined) return () => Infinity;
  let read: ((key: string) => number) | undefined;
  // Each letter of the key takes at least one Latin letter, bar the few that may be unwritten.
  return (key) =>
    key.length > word.length + 3 || !mayStart(word, key) ? Infinity : (read ??= finglishReader(word))(key);
}

/** A headword's exact keys, whole and word by word: what a romanisation is read against. */
export interface PersianKeys {
  readonly whole: string;
  readonly words: readonly string[];
}

export function persianKeys(headword: string): PersianKeys {
  return { whole: exactKey(headword), words: headword.trim().split(HEADWORD_GAP_RE).map(exactKey) };
}

/**
 * What reading a headword as `romanisation` costs, for any number of headwords: word by word when
 * both have as many words, else whole. More words than the headword is another form of it: a verb
 * lists its whole conjugation («dấram âğâz mí-šam» of «آغاز شدن»). A stress mark adds a hair, so
 * that between equal readings the plain spelling wins over a table's stressed form («âzâdí»).
 */
export function romanisationReader(romanisation: string): (headword: PersianKeys) => number {
  const latin = romanisation.trim().split(/\s+/);
  const whole = wordReader(latin.join(''));
  const words = latin.map(wordReader);
  const stress = STRESS_RE.test(romanisation.normalize('NFD')) ? STRESSED : 0;
  return ({ whole: key, words: keys }) => {
    if (latin.length > keys.length) return Infinity;
    if (latin.length < keys.length) return whole(key) + stress;
    return words.reduce((sum, read, i) => sum + read(keys[i] ?? ''), stress);
  };
}

// The scheme's vowels where a romanisation marks length (ā), writes the short a as IPA does (æ), or
// the Classical and Dari readings' majhul vowels (ō, ē; ô, ê), which Iran says u and i («dôst»
// dust, «vaqtê» vaqti).
const IRANIAN_VOWELS: Readonly<Record<string, string>> = {
  ā: 'â',
  æ: 'a',
  Æ: 'A',
  ī: 'i',
  ū: 'u',
  ō: 'u',
  ē: 'i',
  ô: 'u',
  ê: 'i',
  Ā: 'Â',
  Ī: 'I',
  Ū: 'U',
  Ō: 'U',
  Ē: 'I',
  Ô: 'U',
  Ê: 'I',
};
const IRANIAN_VOWEL_RE = new RegExp(`[${Object.keys(IRANIAN_VOWELS).join('')}]`, 'g');
// An ayn or hamza that begins a word is not said apart from its vowel: «'ešq» is read ešq.
const INITIAL_GLOTTAL_RE = /(^|[\s-])['ʿʾ]/g;

/**
 * A romanisation as the standard Iranian reading writes it, in the dictionary's own letters
 * (â, x, š…): stress marks dropped (a learner's reading shows none, and the data marks some forms
 * and not others), the majhul vowels read as Iran reads them, a word's first ayn unwritten.
 */
export function iranianReading(romanisation: string): string {
  return romanisation
    .normalize('NFD')
    .replace(STRESS_MARKS_RE, '')
    .normalize('NFC')
    .replace(IRANIAN_VOWEL_RE, (vowel) => IRANIAN_VOWELS[vowel] ?? vowel)
    .replace(INITIAL_GLOTTAL_RE, '$1');
}

/**
 * The reading shown for `headword`: the romanisation among `alternates` that best reads it, as
 * the standard Iranian reading (iranianReading), or the one we checked for it (checked-readings.ts);
 * '' when none of them reads it at all (a wrong pronunciation is worse than none), and then no
 * checked reading either: it is the data's romanisations we correct, never a word it leaves unsaid.
 */
export function choosePron(headword: string, alternates: readonly string[]): string {
  const chosen = readingInData(headword, alternates);
  if (chosen === '') return '';
  return checkedReading(headword) ?? iranianReading(chosen);
}

/**
 * The romanisation among `alternates` that best reads `headword`, as the dictionary wrote it; ''
 * when none of them reads it. Ties keep the first listed, a form without stress marks before one
 * with them.
 */
export function readingInData(headword: string, alternates: readonly string[]): string {
  let best = '';
  let bestCost = Infinity;
  const keys = persianKeys(headword);
  for (const form of alternates) {
    if (!isRomanisation(form)) continue;
    const cost = romanisationReader(form)(keys);
    if (cost < bestCost) {
      best = form.trim();
      bestCost = cost;
    }
  }
  return best;
}
