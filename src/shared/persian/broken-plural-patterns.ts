/**
 * Arabic broken plurals by pattern, for the many the table in broken-plurals.ts does not list:
 * the plural's root letters put back into the singular's patterns («افکار» → «فکر», «عوامل» →
 * «عامل», «مفاهیم» → «مفهوم», «وزرا» → «وزیر»). Written Persian leaves short vowels out, so a
 * pattern is its long vowels and fixed letters; each plural gives a few candidate singulars, and
 * only those a store has as headwords are kept by the caller.
 */

/**
 * One candidate singular and what guessing it costs: more than any ending's cut (a listed plural
 * costs 1), so a blind caller looks up the suffix readings first.
 */
export interface PatternSingular {
  readonly singular: string;
  readonly cost: number;
}

/** A slot of a pattern: «ئ» stands where a plain word has «ی», «أ» and «آ» where it has «ا». */
function same(letter: string | undefined, slot: string): boolean {
  if (letter === slot) return true;
  if (slot === 'ی') return letter === 'ئ';
  if (slot === 'ا') return letter === 'أ' || letter === 'آ' || letter === 'إ';
  return false;
}

/** `word` read as `pattern`, where «C» is any letter and the rest must match. */
function matches(word: readonly string[], pattern: string): boolean {
  // Patterns hold no surrogate pairs: their code units are their letters, read without a copy.
  if (word.length !== pattern.length) return false;
  for (let i = 0; i < pattern.length; i++) {
    const slot = pattern[i] as string;
    if (slot !== 'C' && !same(word[i], slot)) return false;
  }
  return true;
}

/** The singulars of a plural of this shape: root letters by index into the plural («0», «1», …). */
type Shape = readonly [pattern: string, singulars: readonly string[], cost: number];

// Patterns are written with «C» for a root letter; singulars name root letters by their index in
// the plural, other characters are written as they are. Longer, surer shapes cost less.
const SHAPES: readonly Shape[] = [
  ['اCCاC', ['124', '1ا4', '12ی4', '124ه'], 2.8], // أفعال: افکار، اموال، اشخاص، اجلاس
  ['اCاCیC', ['13ی5', 'ا13ی5'], 2.7], // أفاعیل: احادیث، اقالیم
  ['CCاCیC', ['013ی5', '013و5', '013ا5', '0ا3و5', '0ی3ا5'], 2.8], // مفاعیل، تفاعیل: مفاهیم، تکالیف، قوانین
  ['CواCC', ['0ا34', '0ا34ه', '0ا34ت'], 2.8], // فواعل: عوامل، قواعد، حوادث
  ['اواCC', ['ا34', 'او4', '134'], 2.8], // أواخر، أوائل، أواسط
  ['CواC', ['0ا3', '0ا3ه'], 3], // فواعّ of a doubled root: خواص، عوام
  ['CCایC', ['01ی4', '01ی4ه', '01ی4ت', '01ا4', '01ا4ه', '01ا4ت', '0ای4ه'], 2.8], // فعائل: دلایل، رسائل
  ['CCاCC', ['0134', '0134ه', '0134ت'], 2.8], // مفاعل، فعالل: مراکز، مزارع، عناصر
  ['مCاCی', ['م13ی', 'م13یت', 'م13ا'], 2.8], // معانی، معاصی
  ['CCوC', ['013'], 3], // فعول: علوم، متون
  ['اCCا', ['12ی2', '12'], 3], // أفعلاء of a doubled root, أفعال of a weak one: اطبا، اشیا
  ['اCCه', ['12ی2'], 3], // أفعلة of a doubled root: ادله
  ['CCاCه', ['0ا13'], 3.2], // فعالة: صحابه
  ['اCCCه', ['12ا3', '12ی3'], 3], // أفعلة: اسلحه، امکنه
  ['اCCیه', ['12ا'], 3], // اغذیه، ادویه
  ['CCCا', ['01ی2', '0ا12', '01ی2ه'], 3.2], // فعلاء: وزرا، علما، خلفا
  ['اCCCا', ['12ی3', '12ی'], 3], // أفعلاء: اولیا، اقربا
  ['CCایا', ['01یه', '01یت', '0ا1یه'], 3], // قضایا، رعایا، زوایا
  ['CCاC', ['013', '01ی3', '0ا13'], 3.5], // فعال، فعّال: رجال، سهام، حکام
  ['CCC', ['01ا2', '01ی2', '012ت', '012ه'], 3.6], // فُعُل، فِعَل: کتب، طرق، دول، فرق
  ['CCCه', ['0ا12'], 3.6], // فعلة: طلبه
];

/** Arabic plurals are written in Arabic letters: no digits, no Latin, no ZWNJ inside. */
const PERSIAN_LETTERS_RE = /^[\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC]+$/;

function build(word: readonly string[], recipe: string): string {
  let out = '';
  for (const ch of recipe) out += ch >= '0' && ch <= '9' ? (word[Number(ch)] ?? '') : ch;
  return out;
}

/** Candidate singulars of `word` (no ZWNJ, no marks) read as a broken plural, cheapest first. */
export function patternSingulars(word: string): PatternSingular[] {
  // A final hamza is often dropped or added: «وزراء» and «وزرا» are one plural.
  if (!PERSIAN_LETTERS_RE.test(word)) return [];
  const letters = [...word.replace(/ء$/, '')];
  // A plural starts with one letter twice only where «مفاعل»'s «م» meets a root's («ممالک»):
  // «بباریم» is the «ب» of a verb before its stem «بار».
  if (letters.length < 3 || letters.length > 6 || (letters[0] === letters[1] && letters[0] !== 'م')) return [];
  const out: PatternSingular[] = [];
  for (const [pattern, singulars, cost] of SHAPES) {
    if (!matches(letters, pattern)) continue;
    // The recipes of a shape are listed likeliest first.
    singulars.forEach((recipe, i) => out.push({ singular: build(letters, recipe), cost: cost + i * 0.01 }));
  }
  // A doubled root is written once in the singular: «حقوق» → «حق», «اجداد» → «جد».
  if (matches(letters, 'CCوC') && letters[1] === letters[3]) out.push({ singular: build(letters, '01'), cost: 3 });
  if (matches(letters, 'اCCاC') && letters[2] === letters[4]) out.push({ singular: build(letters, '12'), cost: 3 });
  return out;
}
