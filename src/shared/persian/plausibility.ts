/**
 * Whether a reading is likely enough to offer a reader. A reader would rather be told a word is
 * missing than be shown a confident wrong meaning. A
 * reading is implausible when it chains three cuts or more, when its singular is only a broken
 * plural's pattern guess that costs much («کرد» as a plural of «کرده»), or when it costs too much
 * on the whole. A spoken reading is judged without what its respelling costs (colloquial.ts):
 * that cost only ranks it after the written readings.
 */
import { SPOKEN_COST } from './colloquial';
import type { InflectionRule } from './inflection-rules';

/** Beyond this cost no reading of the rules is likely; the likeliest readings cost about 1 to 2. */
const MOST = 4.5;
/** A pattern guess at a broken plural («مناطق» → «منطق») costs 2.5 and up; the table's cost 1. */
const GUESSED_PLURAL = 3;

/** Rules that do not lengthen a chain: a negated verb is no rarer than its positive. */
const FREE: ReadonlySet<InflectionRule> = new Set(['negative', 'colloquial', 'object']);

/** Whether a reading with `rules` and `cost` may be offered. */
export function isPlausible(rules: readonly InflectionRule[], cost: number): boolean {
  const own = rules.includes('colloquial') ? cost - SPOKEN_COST : cost;
  if (own > MOST) return false;
  if (rules.filter((rule) => !FREE.has(rule)).length >= 3) return false;
  return !(rules.includes('broken-plural') && own >= GUESSED_PLURAL);
}
