/**
 * The endings a noun or adjective takes, outermost first: the copula, the indefinite or ezafe «ی»,
 * the possessive pronouns, the plural, the comparative. Each layer lists every way its ending can
 * be cut from a word; the analyser chains them.
 */
import type { InflectionRule } from './inflection-rules';
import { cut, endsInLongVowel, lastLetter, letterCount, ZWNJ } from './inflection-text';

/** One cut: the word under the ending, the rule it shows, the ending as written, its cost. */
export interface Cut {
  readonly stem: string;
  readonly rule: InflectionRule;
  readonly mark: string;
  readonly cost: number;
}

type Layer = (word: string) => Cut[];

const MIN_STEM = 2;

/** The plural every noun may take, and the degrees of an adjective: «کتاب‌ها», «بزرگ‌تر», «بزرگ‌ترین». */
export const PLURAL_SUFFIX = 'ها';
export const COMPARATIVE_SUFFIX = 'تر';
export const SUPERLATIVE_SUFFIX = 'ترین';

/**
 * Conjunctions and adverbs that take no pronoun, «ی» or plural: «همش» is «همه‌اش», «نهی» no «نه»
 * (but «هم» of a compound verb takes a plural pronoun: «به همشان ریخت»).
 */
const CLOSED = new Set(['هم', 'نه', 'که', 'تا', 'یا', 'اگر', 'اما', 'ولی', 'نیز', 'چون', 'پس']);

function push(cuts: Cut[], stem: string | undefined, rule: InflectionRule, mark: string, cost: number): void {
  if (stem === undefined || letterCount(stem) < MIN_STEM) return;
  // «هم» takes a plural pronoun in a compound verb: «به همشان ریخت».
  if (CLOSED.has(stem) && !(stem === 'هم' && mark.length === 3)) return;
  cuts.push({ stem, rule, mark, cost });
}

/** The two-letter words the copula «ست» is written joined to. */
const JOINED_AST: ReadonlySet<string> = new Set(['او', 'ما', 'تو', 'جا']);

/** A final «ه» that is a consonant, not a silent vowel: «ماه», «گناه», «کوه», «شکوه». */
const HEARD_H_RE = /[او]ه$/;

/** «خوشبختیم», «گرفتارند», «شرمنده‌ام», «خداست», «حالتیست»: the copula after a noun or adjective. */
const copula: Layer = (word) => {
  const cuts: Cut[] = [];
  for (const ending of ['یم', 'ید', 'ند']) {
    const rest = cut(word, ending);
    if (rest !== undefined && !'اوه'.includes(lastLetter(rest))) push(cuts, rest, 'copula', ending, 1.8);
  }
  for (const ending of ['ایم', 'اید', 'اند']) {
    const rest = word.endsWith(`${ZWNJ}${ending}`) ? word.slice(0, -ending.length - 1) : undefined;
    push(cuts, rest, 'copula', ending, 1.5);
  }
  const ast = cut(word, 'ست');
  // Of two-letter words only the pronouns and «جا» take it joined: «اوست», «جاست», but «دوست» is no «دو است».
  const short = ast !== undefined && letterCount(ast) < 3 && !JOINED_AST.has(ast);
  if (ast !== undefined && !short && 'اویه'.includes(lastLetter(ast))) push(cuts, ast, 'copula', 'است', 1.5);
  return cuts;
};

/** «کتابی», «خانه‌ای», «دریایی», «خانه‌ی», and the ezafe glide «صدای باران», «دانشجوی خوب». */
const indefinite: Layer = (word) => {
  const cuts: Cut[] = [];
  const afterVowel = cut(word, 'یی');
  if (afterVowel !== undefined && endsInLongVowel(afterVowel)) push(cuts, afterVowel, 'indefinite', 'ی', 1);
  const afterHeh = cut(word, 'ای');
  // «خانه‌ای» takes a ZWNJ; joined, «ـهای» is far more often the plural «ها» with its ezafe.
  if (afterHeh !== undefined && 'هی'.includes(lastLetter(afterHeh))) {
    const joined = !word.endsWith(`${ZWNJ}ای`) && lastLetter(afterHeh) === 'ه';
    push(cuts, afterHeh, 'indefinite', 'ای', joined ? 2.2 : 1);
  }
  const plain = cut(word, 'ی');
  if (plain === undefined) return cuts;
  // After a long vowel the «ی» is the ezafe's glide, or the indefinite after a plural: «کتاب‌های».
  const last = lastLetter(plain);
  if ('او'.includes(last)) push(cuts, plain, 'indefinite', 'ی', plain.endsWith('ها') ? 1 : 1.1);
  else if (last !== 'ی') push(cuts, plain, 'indefinite', 'ی', 1);
  return cuts;
};

const PRONOUNS = ['شان', 'تان', 'مان', 'ش', 'ت', 'م'] as const;

/** «دلم», «دریایشان», «خانه‌ام», «خانه‌مان», «کتاب‌هایتان», «گناهش», «زندگی‌شان». */
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
      // «زندگی‌ات» takes a ZWNJ; joined to «ی», «ـیات» is far more often the plural («تجربیات»).
      const joined = lastLetter(alef) === 'ی' && !rest.endsWith(`${ZWNJ}ا`);
      push(cuts, alef, 'possessive', `ا${pronoun}`, joined ? 2.2 : 1);
    }
    // «تو»'s «ت» is rare in written text; a verb's past stem ends the same way (کشت، داشت).
    const cost = pronoun === 'ت' ? 1.3 : 1;
    if (!'اوهی'.includes(last) || (plural && last === 'ه')) push(cuts, rest, 'possessive', pronoun, cost);
    else if (HEARD_H_RE.test(rest) || (last === 'ی' && (plural || pronoun === 'ش'))) {
      push(cuts, rest, 'possessive', pronoun, cost + 0.3);
    }
  }
  return cuts;
};

/** Arabic «ات»: on the word, on a «ه» or «ت» word («مطالعات», «خدمات»), «ـیات» on «ـه» («تجربیات»). */
function arabicPlural(word: string, cuts: Cut[]): void {
  const at = cut(word, 'ات');
  if (at === undefined || lastLetter(at) === 'ا') return;
  // Where a word and its «ه» form both exist, «ات» is far more often the plural of the «ه» one.
  if (lastLetter(at) !== 'ه') push(cuts, `${at}ه`, 'plural', 'ات', 1.9);
  push(cuts, `${at}ت`, 'plural', 'ات', 2.1);
  if (letterCount(at) >= 3 && !'وه'.includes(lastLetter(at))) push(cuts, at, 'plural', 'ات', 2);
  const yat = cut(word, 'یات');
  if (yat !== undefined && letterCount(yat) >= 3) push(cuts, `${yat}ه`, 'plural', 'یات', 2);
}

/** «آب‌ها», «شیران», «بندگان», «دانایان», «گناهان», «میوه‌جات», «تحقیقات», «معلمین», «انقلابیون». */
const plural: Layer = (word) => {
  const cuts: Cut[] = [];
  push(cuts, cut(word, PLURAL_SUFFIX), 'plural', PLURAL_SUFFIX, 1);
  const gan = cut(word, 'گان');
  // «بندگان», «ستارگان»: a silent «ه» after one letter is no noun's («سه», «ده», «مه»).
  if (gan !== undefined && letterCount(gan) >= 2) push(cuts, `${gan}ه`, 'plural', 'ان', 1.4);
  const yan = cut(word, 'یان');
  if (yan !== undefined && endsInLongVowel(yan)) push(cuts, yan, 'plural', 'ان', 1.4);
  const an = cut(word, 'ان');
  if (an !== undefined && (!'اه'.includes(lastLetter(an)) || HEARD_H_RE.test(an))) push(cuts, an, 'plural', 'ان', 1.5);
  const jat = cut(word, 'جات');
  if (jat !== undefined) {
    if ('هی'.includes(lastLetter(jat))) push(cuts, jat, 'plural', 'جات', 1.8);
    else push(cuts, `${jat}ه`, 'plural', 'جات', 2); // «کارخانجات»: the «ه» falls before «جات»
  }
  arabicPlural(word, cuts);
  const een = cut(word, 'ین');
  // «بهترین» is a superlative: no Arabic plural stands on a comparative's «تر».
  if (een !== undefined && letterCount(een) >= 3 && !een.endsWith('تر')) push(cuts, een, 'plural', 'ین', 2);
  const oon = cut(word, 'ون');
  if (oon !== undefined && lastLetter(oon) === 'ی') push(cuts, oon, 'plural', 'ون', 2);
  return cuts;
};

/** «بزرگ‌تر», «بزرگ‌ترین». */
const comparative: Layer = (word) => {
  const cuts: Cut[] = [];
  push(cuts, cut(word, SUPERLATIVE_SUFFIX), 'superlative', SUPERLATIVE_SUFFIX, 1);
  push(cuts, cut(word, COMPARATIVE_SUFFIX), 'comparative', COMPARATIVE_SUFFIX, 1);
  return cuts;
};

/** Outermost first: a word is cut by these in this order, each layer at most once. */
export const NOUN_LAYERS: readonly Layer[] = [copula, indefinite, possessive, plural, comparative];
/** The index of the plural layer, where a broken plural stands instead. */
export const PLURAL_LAYER = 3;
