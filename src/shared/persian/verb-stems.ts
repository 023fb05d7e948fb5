/**
 * A verb headword taken apart for conjugating it: the words before a compound's verb («دوست » of
 * «دوست داشتن»), a preverb («بر» of «برداشتن»), and the simple verb's two stems — the past stem
 * its infinitive less «ن», the present stem from the analyser's own table (present-stems.ts) or
 * by the rules that table leaves to verb-forms.ts («یدن», «دن» after «ان»).
 */
import { SPOKEN_STEMS } from './colloquial-words';
import { letterCount } from './inflection-text';
import { PRESENT_STEMS } from './present-stems';
import { PREVERBS } from './verb-prefixes';
import { PAST_STEM_RE } from './verb-forms';

export interface VerbParts {
  /** What stands before the verb of a compound, its space included («دوست »); '' for a simple verb. */
  readonly before: string;
  /** A preverb joined to the verb («بر»); '' when there is none. */
  readonly preverb: string;
  /** The simple verb: «داشتن» of «دوست داشتن» and of «برداشتن». */
  readonly infinitive: string;
  /** «داشت». */
  readonly past: string;
  /** «دار», «گوی»: before an ending; undefined when neither the table nor a rule gives it («آلفتن»). */
  readonly present: string | undefined;
  /** The imperative's bare stem: the present stem without the glide the table leaves out («بگو»). */
  readonly imperative: string | undefined;
  /** The positive subjunctive and imperative take «ب»: «بروم», «یاد بگیرم», not «بردارم», «کار کنم». */
  readonly takesBe: boolean;
}

/**
 * The light verbs whose compounds say their subjunctive and imperative without «ب» («کار کنم»,
 * «آماده شو»); the others keep it («یاد بگیرم», «آواز بخوان»).
 */
export const BARE_LIGHT_VERBS: ReadonlySet<string> = new Set(['کردن', 'شدن']);

/** Infinitive → its present stems, in the table's order; a stem the table lists first for it first. */
const STEMS_OF = new Map<string, string[]>();
for (const [stem, infinitives] of PRESENT_STEMS) {
  infinitives.forEach((infinitive, i) => {
    const stems = STEMS_OF.get(infinitive) ?? [];
    if (i === 0) stems.unshift(stem);
    else stems.push(stem);
    STEMS_OF.set(infinitive, stems);
  });
}

/** Present stems the spoken table writes out in full: «گوی» of «گ», the glide a stem in «و» takes. */
const WRITTEN_STEMS = new Set(SPOKEN_STEMS.values());

/**
 * The present stem of `infinitive` as it is written before an ending. Of the table's stems, the
 * one it lists the verb first under, the longest of those («آور» before «آر», «جوی» before
 * «جو»); a stem in «و» that is said «u» takes the glide the spoken table writes («گوی»), one that is
 * «av» does not («رو», «شو»: «شوی» is «شستن»'s).
 */
function presentStem(infinitive: string): string | undefined {
  const listed = STEMS_OF.get(infinitive);
  if (listed !== undefined) {
    const first = listed.filter((stem) => PRESENT_STEMS.get(stem)?.[0] === infinitive);
    const stem = (first.length > 0 ? first : listed).reduce((a, b) => (b.length > a.length ? b : a));
    const glided = `${stem}ی`;
    return stem.endsWith('و') && WRITTEN_STEMS.has(glided) && !PRESENT_STEMS.has(glided) ? glided : stem;
  }
  // A guess is a stem of two letters or more, as the analyser reads one (verb-forms.ts): «بیدن»'s
  // «ب» would make «می‌بم», which no one says.
  const guessed = infinitive.endsWith('یدن')
    ? infinitive.slice(0, -3)
    : infinitive.endsWith('اندن')
      ? infinitive.slice(0, -2)
      : '';
  return letterCount(guessed) >= 2 ? guessed : undefined;
}

const INFINITIVE_RE = /^[^\s\u200C]{2,}[تد]ن$/;
/** A compound's other words are words: «دنبال ... گشتن» names a verb with a gap, which has no forms. */
const WORDS_RE = /^[\u0621-\u06FF\u200C ]*$/;

/**
 * A verb the forms may stand a preverb before: one of the table, one the data names a verb, or
 * the causative of either («گرداندن» of the table's «گرد», «خشکاندن» of a data's «خشکیدن»).
 */
function isKnownVerb(infinitive: string, isVerb: (infinitive: string) => boolean): boolean {
  if (!INFINITIVE_RE.test(infinitive)) return false;
  if (STEMS_OF.has(infinitive) || isVerb(infinitive)) return true;
  const stem = infinitive.endsWith('اندن') ? infinitive.slice(0, -4) : '';
  return stem.length > 1 && (PRESENT_STEMS.has(stem) || isVerb(`${stem}یدن`));
}

/**
 * `headword` as a verb's parts, or undefined when its last word is no infinitive. `isVerb`: whether
 * the data knows an infinitive as a verb (none by default: the table's alone).
 */
export function verbParts(
  headword: string,
  isVerb: (infinitive: string) => boolean = () => false,
): VerbParts | undefined {
  const gap = headword.lastIndexOf(' ');
  const before = headword.slice(0, gap + 1);
  const verb = headword.slice(gap + 1);
  if (!INFINITIVE_RE.test(verb) || !PAST_STEM_RE.test(verb.slice(0, -1)) || !WORDS_RE.test(before)) return undefined;
  // A preverb is one only before a known verb: «برگرداندن» is «بر» + «گرداندن», «بردن» is «بردن»,
  // «درخشیدن» no «در» + «خشیدن».
  for (const preverb of PREVERBS) {
    const rest = verb.slice(preverb.length);
    if (verb.startsWith(preverb) && isKnownVerb(rest, isVerb)) return parts(before, preverb, rest);
  }
  return parts(before, '', verb);
}

function parts(before: string, preverb: string, infinitive: string): VerbParts {
  const present = presentStem(infinitive);
  const imperative = present !== undefined && !PRESENT_STEMS.has(present) && PRESENT_STEMS.has(present.slice(0, -1));
  return {
    before,
    preverb,
    infinitive,
    past: infinitive.slice(0, -1),
    present,
    imperative: imperative ? present.slice(0, -1) : present,
    takesBe: preverb === '' && (before === '' || !BARE_LIGHT_VERBS.has(infinitive)),
  };
}
