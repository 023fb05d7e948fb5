/**
 * Whether a reading is likely enough to offer a reader. A reader would rather be told a word is
 * missing than be shown a confident wrong meaning. A
 * reading is implausible when it chains three cuts or more, when its singular is only a broken
 * plural's pattern guess that costs much («کرد» as a plural of «کرده»), or when it costs too much
 * on the whole. A spoken reading is judged without what its respelling costs (colloquial.ts):
 * that cost only ranks it after the written readings.
 */
import { SPOKEN_COST } from './spoken-spelling';
import type { InflectionRule } from './inflection-rules';
import { SPOKEN_WORDS } from './colloquial-words';
import { letterCount, ZWNJ } from './inflection-text';

/** Beyond this cost no reading of the rules is likely; the likeliest readings cost about 1 to 2. */
const MOST = 4.5;
/** A pattern guess at a broken plural («مناطق» → «منطق») costs 2.5 and up; the table's cost 1. */
const GUESSED_PLURAL = 3;

/** Rules that do not lengthen a chain: a negated verb is no rarer than its positive. */
const FREE: ReadonlySet<InflectionRule> = new Set(['negative', 'colloquial', 'object']);

/** The two-letter words whose spoken plural is a word of speech («اونا», «اینا»): «آن», «این». */
const SPOKEN_PLURAL_HEADS: ReadonlySet<string> = new Set(
  [...SPOKEN_WORDS.values()].filter((word) => word.endsWith(`${ZWNJ}ها`)).map((word) => word.slice(0, -3)),
);

/** A spoken plural («صدا» as «صد‌ها») kept as its own headword is a cut left half made. */
const SPOKEN_PLURAL_HEAD_RE = /\u200Cها$/;

/**
 * Whether a reading of `headword` with `rules` and `cost` may be offered; `spelledOften` when a
 * spoken reading's written spelling is a common written form («کسایی» as «کسانی»).
 */
export function isPlausible(
  rules: readonly InflectionRule[],
  cost: number,
  headword = '',
  spelledOften = false,
): boolean {
  const spoken = rules.includes('colloquial');
  const own = spoken ? cost - SPOKEN_COST : cost;
  if (own > MOST) return false;
  const chain = rules.filter((rule) => !FREE.has(rule));
  if (chain.length >= 3) return false;
  // Two copulas («خروشیده» as «خروشید است») are no Persian word, nor is a «ی» after a
  // possessive pronoun («سالمی» as «سال» + «م» + «ی»).
  if (chain.filter((rule) => rule === 'copula').length >= 2) return false;
  if (chain.some((rule, i) => rule === 'possessive' && chain[i + 1] === 'indefinite')) return false;
  // A spoken reading of a two-letter word through two cuts («صدای» as «صد‌های») is a guess, unless
  // writers write that spelling often or speech says that word's plural («اونایی», «اینهاست»).
  if (
    spoken &&
    (SPOKEN_PLURAL_HEAD_RE.test(headword) ||
      (letterCount(headword) <= 2 && chain.length >= 2 && !spelledOften && !SPOKEN_PLURAL_HEADS.has(headword)))
  )
    return false;
  return !(rules.includes('broken-plural') && own >= GUESSED_PLURAL);
}

/**
 * A reading that costs this much more than one whose headword is surely a word (an everyday verb,
 * a broken plural of the table) is no link: «می‌کند» is «کردن» before it is the past of «کندن».
 */
const GAP = 0.75;

/** Whether a reading costing `cost` is far costlier than one whose headword is surely a word. */
export function outranked(cost: number, sure: number): boolean {
  return cost > sure + GAP;
}
