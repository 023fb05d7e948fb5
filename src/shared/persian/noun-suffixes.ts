/**
 * The endings a noun or adjective takes, outermost first: the indefinite or ezafe «ی», the
 * possessive pronouns, the plural, the comparative. Each layer lists every way its ending can be
 * cut from a word; the analyser chains them.
 */
import type { InflectionRule } from './inflection-rules';
import { cut, endsInLongVowel, lastLetter, letterCount } from './inflection-text';

/** One cut: the word under the ending, the rule it shows, the ending as written, its cost. */
export interface Cut {
  readonly stem: string;
  readonly rule: InflectionRule;
  readonly mark: string;
  readonly cost: number;
}

type Layer = (word: string) => Cut[];

const MIN_STEM = 2;

function push(cuts: Cut[], stem: string | undefined, rule: InflectionRule, mark: string, cost: number): void {
  if (stem !== undefined && letterCount(stem) >= MIN_STEM) cuts.push({ stem, rule, mark, cost });
}

/** «کتابی», «خانه‌ای», «دریایی», «خانه‌ی». */
const indefinite: Layer = (word) => {
  const cuts: Cut[] = [];
  const afterVowel = cut(word, 'یی');
  if (afterVowel !== undefined && endsInLongVowel(afterVowel)) push(cuts, afterVowel, 'indefinite', 'ی', 1);
  const afterHeh = cut(word, 'ای');
  if (afterHeh !== undefined && 'هی'.includes(lastLetter(afterHeh))) push(cuts, afterHeh, 'indefinite', 'ای', 1);
  const plain = cut(word, 'ی');
  // After a long vowel the «ی» needs its glide, except on a plural: «کتاب‌های».
  if (plain !== undefined && (!'اوی'.includes(lastLetter(plain)) || plain.endsWith('ها'))) {
    push(cuts, plain, 'indefinite', 'ی', 1);
  }
  return cuts;
};

const PRONOUNS = ['شان', 'تان', 'مان', 'ش', 'ت', 'م'] as const;

/** «دلم», «دریایشان», «خانه‌ام», «خانه‌مان», «کتاب‌هایتان». */
const possessive: Layer = (word) => {
  const cuts: Cut[] = [];
  for (const pronoun of PRONOUNS) {
    const rest = cut(word, pronoun);
    if (rest === undefined) continue;
    const plural = pronoun.length === 3;
    const last = lastLetter(rest);
    const glide = cut(rest, 'ی');
    if (glide !== undefined && endsInLongVowel(glide)) push(cuts, glide, 'possessive', pronoun, 1);
    const alef = cut(rest, 'ا');
    if (!plural && alef !== undefined && 'هی'.includes(lastLetter(alef))) {
      push(cuts, alef, 'possessive', `ا${pronoun}`, 1);
    }
    if (!'اوی'.includes(last) && (plural || last !== 'ه')) push(cuts, rest, 'possessive', pronoun, 1);
  }
  return cuts;
};

/** «آب‌ها», «شیران», «بندگان», «دانایان», «میوه‌جات», «تحقیقات», «معلمین», «انقلابیون». */
const plural: Layer = (word) => {
  const cuts: Cut[] = [];
  push(cuts, cut(word, 'ها'), 'plural', 'ها', 1);
  const gan = cut(word, 'گان');
  if (gan !== undefined) push(cuts, `${gan}ه`, 'plural', 'ان', 1.4);
  const yan = cut(word, 'یان');
  if (yan !== undefined && endsInLongVowel(yan)) push(cuts, yan, 'plural', 'ان', 1.4);
  const an = cut(word, 'ان');
  if (an !== undefined && !'اه'.includes(lastLetter(an))) push(cuts, an, 'plural', 'ان', 1.5);
  const jat = cut(word, 'جات');
  if (jat !== undefined && 'هی'.includes(lastLetter(jat))) push(cuts, jat, 'plural', 'جات', 1.8);
  const at = cut(word, 'ات');
  if (at !== undefined && letterCount(at) >= 3 && !'اوه'.includes(lastLetter(at))) {
    push(cuts, at, 'plural', 'ات', 2);
    push(cuts, `${at}ه`, 'plural', 'ات', 2.2);
  }
  const een = cut(word, 'ین');
  if (een !== undefined && letterCount(een) >= 3) push(cuts, een, 'plural', 'ین', 2);
  const oon = cut(word, 'ون');
  if (oon !== undefined && lastLetter(oon) === 'ی') push(cuts, oon, 'plural', 'ون', 2);
  return cuts;
};

/** «بزرگ‌تر», «بزرگ‌ترین». */
const comparative: Layer = (word) => {
  const cuts: Cut[] = [];
  push(cuts, cut(word, 'ترین'), 'superlative', 'ترین', 1);
  push(cuts, cut(word, 'تر'), 'comparative', 'تر', 1);
  return cuts;
};

/** Outermost first: a word is cut by these in this order, each layer at most once. */
export const NOUN_LAYERS: readonly Layer[] = [indefinite, possessive, plural, comparative];
/** The index of the plural layer, where a broken plural stands instead. */
export const PLURAL_LAYER = 2;
