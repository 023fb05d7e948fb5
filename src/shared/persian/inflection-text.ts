/**
 * Small string tools the inflection rules share. Suffixes may be joined to their word, written
 * after a ZWNJ, or (once the analyser has turned spaces into ZWNJ) after a space.
 */
import { HAMZA_SEATS } from './normalise';

export const ZWNJ = '\u200C';

/** `word` without `suffix` and without the ZWNJ before it; undefined when it does not end so. */
export function cut(word: string, suffix: string): string | undefined {
  if (!word.endsWith(suffix)) return undefined;
  const rest = word.slice(0, word.length - suffix.length);
  return rest.endsWith(ZWNJ) ? rest.slice(0, -1) : rest;
}

/** Letters only: ZWNJ is no letter. */
export function letterCount(word: string): number {
  let count = 0;
  for (const ch of word) if (ch !== ZWNJ) count++;
  return count;
}

/** The last letter, past any ZWNJ. */
export function lastLetter(word: string): string {
  const trimmed = word.endsWith(ZWNJ) ? word.slice(0, -1) : word;
  return trimmed.at(-1) ?? '';
}

const FOLDED: Readonly<Record<string, string>> = { ...HAMZA_SEATS, [ZWNJ]: '', ء: '' };
const FOLD_RE = /[\u200Cآأإٱؤئ]|ء$/g;
const FOLDS_RE = /[\u200Cآأإٱؤئء]/;

/**
 * A cheap key to compare words and look them up in our tables: no ZWNJ, hamza seats on their
 * carrier, no final hamza — as the service's exact key folds them, without its full normaliser.
 */
export function foldKey(word: string): string {
  return FOLDS_RE.test(word) ? word.replace(FOLD_RE, (ch) => FOLDED[ch] ?? ch) : word;
}

/** Long vowels a suffix needs a glide after: «دریا» + «یم», «آهو» + «یش», and «منشأ» + «یی». */
export function endsInLongVowel(word: string): boolean {
  const last = lastLetter(word);
  return last === 'ا' || last === 'و' || last === 'أ';
}
