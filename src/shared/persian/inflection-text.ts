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
  // Code units, as a `for…of` over the word would count them: a surrogate pair is one letter.
  let count = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code === 0x200c) continue;
    const pair = code >= 0xdc00 && code <= 0xdfff && i > 0 && (word.charCodeAt(i - 1) & 0xfc00) === 0xd800;
    if (!pair) count++;
  }
  return count;
}

/** The last letter, past any ZWNJ. */
export function lastLetter(word: string): string {
  const trimmed = word.endsWith(ZWNJ) ? word.slice(0, -1) : word;
  return trimmed.at(-1) ?? '';
}

/** The carrier of each hamza seat (normalise.ts), by its code less U+0600. */
const CARRIER: (string | undefined)[] = [];
for (const [seat, carrier] of Object.entries(HAMZA_SEATS)) CARRIER[seat.charCodeAt(0) - 0x600] = carrier;

/** What `foldKey` writes for a letter it folds: a hamza «ء» is dropped only at the end. */
function folded(code: number, last: boolean): string | undefined {
  if (code === 0x200c) return '';
  if (code === 0x621) return last ? '' : undefined;
  return code >= 0x600 && code < 0x700 ? CARRIER[code - 0x600] : undefined;
}

/**
 * A cheap key to compare words and look them up in our tables: no ZWNJ, hamza seats on their
 * carrier, no final hamza — as the service's exact key folds them, without its full normaliser.
 * A scan of char codes, not a regex: the analyser folds every stem it cuts, most with nothing to fold.
 */
export function foldKey(word: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < word.length; i++) {
    const to = folded(word.charCodeAt(i), i === word.length - 1);
    if (to === undefined) continue;
    out += word.slice(from, i) + to;
    from = i + 1;
  }
  return from === 0 ? word : out + word.slice(from);
}

/** Whether `foldKey` changes `word`, without building the key. */
export function foldsSomething(word: string): boolean {
  for (let i = 0; i < word.length; i++)
    if (folded(word.charCodeAt(i), i === word.length - 1) !== undefined) return true;
  return false;
}

/** Long vowels a suffix needs a glide after: «دریا» + «یم», «آهو» + «یش», and «منشأ» + «یی». */
export function endsInLongVowel(word: string): boolean {
  const last = lastLetter(word);
  return last === 'ا' || last === 'و' || last === 'أ';
}
