/**
 * Persian's function words: the particles, prepositions, conjunctions, the copula and its
 * auxiliaries, the object marker and the bound pieces a description is written with («پرنده‌ای که
 * شب بیدار است»). Nearly every meaning holds some of them, so in a loose meaning search they
 * tell no meaning apart: they neither match, nor rank, nor are marked there.
 */
import { exactKey, textWords } from './normalise';

const WORDS = [
  // The copula and the auxiliaries a description ends with.
  'است',
  'هست',
  'هستند',
  'نیست',
  'بود',
  'بودند',
  'باشد',
  'شد',
  'شود',
  'می‌شود',
  'اند',
  'ایم',
  // Prepositions.
  'از',
  'به',
  'با',
  'در',
  'بر',
  'برای',
  'بی',
  'تا',
  'جز',
  'درباره',
  'مانند',
  'مثل',
  // Conjunctions and particles.
  'و',
  'یا',
  'که',
  'اگر',
  'اما',
  'ولی',
  'چون',
  'نیز',
  'هم',
  'را',
  // Determiners and demonstratives.
  'این',
  'آن',
  'همین',
  'همان',
  'یک',
  'هر',
  // Bound pieces a query splits off at a ZWNJ («پرنده‌ای», «شب‌ها», «می‌کند»).
  'ای',
  'ی',
  'ها',
  'های',
  'می',
  'نمی',
];

const FUNCTION_WORDS: ReadonlySet<string> = new Set(WORDS.map(exactKey));

/** Whether a word (as written or as an exact key) is a function word. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(exactKey(word));
}

/**
 * The words of `q` that tell meanings apart, as exact keys: its function words left out, unless
 * it holds nothing else (a search for «که» itself).
 */
export function looseWords(q: string): string[] {
  const words = textWords(q);
  const content = words.filter((word) => !FUNCTION_WORDS.has(word));
  return content.length > 0 ? content : words;
}
