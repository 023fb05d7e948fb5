/**
 * Multi-word headwords a text may hold, split or inflected: a light verb («دوستش داشتم» →
 * «دوست داشتن», «تصمیم نخواهند گرفت» → «تصمیم گرفتن», «به دست آورد» → «به دست آوردن»). Only runs
 * of two to four words that end in a verb form are proposed, and for each only a few spellings:
 * against another v3 service every distinct candidate is one request.
 */
import { foldKey } from '../persian/inflection-text';
import { canonical, exactKey } from '../persian/normalise';
import { PRESENT_STEMS } from '../persian/present-stems';
import { PREVERBS } from '../persian/verb-prefixes';
import { remembered } from './remembered';
import { joinable, type TextWord } from './split-words';
import { isVerb, withoutPronoun, wordCandidates, type Candidate } from './word-candidates';

/** A multi-word headword over words `first` to `last` (indexes into the text's words). */
export interface PhraseCandidate {
  readonly first: number;
  readonly last: number;
  readonly candidate: Candidate;
}

const MAX_WORDS = 4;
/**
 * A verb form's infinitives are taken from its first readings (or the form itself when it is an
 * infinitive): «کنم» reads first as «کن» with «م», then as «کردن»; a guess further down
 * («داشتیدن» for «داشتم») would cost a lookup for nothing.
 */
const VERB_READINGS_WEIGHED = 3;
/** Words no headword holds before its verb: the object marker, «و», «که». */
const NEVER_INSIDE: ReadonlySet<string> = new Set(['را', 'و', 'که']);
// The future's auxiliary before its stem («خواهند گرفت»), and what follows a participle («گرفته بودم»).
const FUTURE_AUXILIARY_RE = /^ن?خواه(?:م|ی|د|یم|ید|ند)$/;
// Spoken too: «گرفته بودین», «نکرده باشه».
const AFTER_PARTICIPLE_RE = /^(?:(?:بود|باش)(?:م|ی|یم|ید|ند|د|ین|ن|ه)?|است|ام|ای|ایم|اید|اند)$/;
const ARABIC_SCRIPT_RE = /^[\u0600-\u06FF\u200C]+$/;

/**
 * The verbs a multi-word headword ends in: the everyday verbs of the present-stem table (every
 * light verb but a few is irregular), those few regular ones, and each under a preverb. A guessed
 * verb («یرونیدن» for «بیرون») would cost a lookup for nothing.
 */
const REGULAR_LIGHT_VERBS = [
  ...['کشیدن', 'رسیدن', 'بخشیدن', 'پوشیدن', 'چرخیدن', 'خریدن', 'پریدن', 'پاشیدن'],
  // Formal prose's light verbs («قصور ورزید», «انجام گردید») and common compounds' («باقی ماند»,
  // «دل برید», «به پایان رساند»).
  ...['ورزیدن', 'گردیدن', 'ماندن', 'بریدن', 'رساندن', 'خواندن', 'نامیدن', 'کوشیدن', 'گذراندن', 'کشاندن'],
];
const LIGHT_VERBS: ReadonlySet<string> = new Set(
  [...[...PRESENT_STEMS.values()].flat(), ...REGULAR_LIGHT_VERBS].flatMap((verb) =>
    [verb, ...PREVERBS.map((preverb) => `${preverb}${verb}`)].map(foldKey),
  ),
);

interface Remembered {
  readonly canonical: (text: string) => string;
  readonly candidates: (text: string) => Candidate[];
}

interface VerbUnit {
  readonly first: number;
  readonly last: number;
  readonly infinitives: readonly Candidate[];
}

function infinitivesOf(candidates: readonly Candidate[]): Candidate[] {
  // A bare stem read as an imperative («کار» as «کاشتن») is far more often a noun, but «کن» is none;
  // «گردید» reads first as a verb no compound ends in («گردن»), then as «گشتن» and «گردیدن»: two
  // are tried.
  const bareNoun = (verb: Candidate) => verb.rules.join() === 'imperative' && verb.title !== 'کردن';
  // The form itself may stand among the first: one more is looked at.
  return candidates
    .slice(0, VERB_READINGS_WEIGHED + 2)
    .filter((verb) => isVerb(verb) && LIGHT_VERBS.has(foldKey(verb.title)) && !bareNoun(verb))
    .slice(0, 2);
}

/** The verb forms of the text: one word, or two when an auxiliary stands apart. */
function verbUnits(
  text: string,
  words: readonly TextWord[],
  singles: readonly (readonly Candidate[])[],
  memo: Remembered,
): VerbUnit[] {
  const units: VerbUnit[] = [];
  words.forEach((word, last) => {
    const before = words[last - 1];
    if (before !== undefined && joinable(text, before, word)) {
      const aux = FUTURE_AUXILIARY_RE.test(memo.canonical(before.text));
      const participle = AFTER_PARTICIPLE_RE.test(memo.canonical(word.text)) && before.text.endsWith('ه');
      const readings = aux || participle ? memo.candidates(`${before.text} ${word.text}`) : [];
      const pair = infinitivesOf(readings.filter((candidate) => candidate.rules.length > 0));
      if (pair.length > 0) {
        // The auxiliary is no verb of its own here: «نخواهند گرفت» is «گرفتن», not «خواستن».
        if (units.at(-1)?.last === last - 1) units.pop();
        units.push({ first: last - 1, last, infinitives: pair });
        return;
      }
    }
    const infinitives = infinitivesOf(singles[last] ?? []);
    if (infinitives.length > 0) units.push({ first: last, last, infinitives });
  });
  return units;
}

/** The words before a verb unit a phrase may take, as written, nearest last; undefined when none may. */
function wordsBefore(text: string, words: readonly TextWord[], unit: VerbUnit, count: number): TextWord[] | undefined {
  const first = unit.first - count;
  if (first < 0) return undefined;
  const taken = words.slice(first, unit.first + 1);
  for (let i = 1; i < taken.length; i++) {
    const a = taken[i - 1];
    const b = taken[i];
    if (a === undefined || b === undefined || !joinable(text, a, b)) return undefined;
  }
  const before = taken.slice(0, -1);
  const inside = before.every((word) => ARABIC_SCRIPT_RE.test(word.text) && !NEVER_INSIDE.has(word.text));
  return inside ? before : undefined;
}

/** Every multi-word candidate of the text, longest first at each verb. */
export function phraseCandidates(
  text: string,
  words: readonly TextWord[],
  singles: readonly (readonly Candidate[])[],
  candidatesOf: (form: string) => Candidate[] = wordCandidates,
): PhraseCandidate[] {
  const out: PhraseCandidate[] = [];
  const memo = { canonical: remembered(canonical), candidates: remembered(candidatesOf) };
  const key = remembered(exactKey);
  for (const unit of verbUnits(text, words, singles, memo)) {
    const unitWords = unit.last - unit.first + 1;
    for (let count = MAX_WORDS - unitWords; count >= 1; count--) {
      const before = wordsBefore(text, words, unit, count);
      if (before === undefined) continue;
      const written = before.map((word) => memo.canonical(word.text));
      // A pronoun on the word before the verb («دوستش داشتم») is cut; further back it is rarer.
      const near = count === 1 ? withoutPronoun(singles[unit.first - 1] ?? []) : undefined;
      const spellings = near === undefined ? [written] : [written, [...written.slice(0, -1), near.title]];
      for (const spelled of spellings) {
        for (const infinitive of unit.infinitives) {
          const title = [...spelled, infinitive.title].join(' ');
          // The verb's description is the whole headword's, drawn with its title: «گذشته از دوست داشتن».
          const candidate = { title, key: key(title), description: infinitive.description, rules: infinitive.rules };
          out.push({ first: unit.first - count, last: unit.last, candidate });
        }
      }
    }
  }
  return out;
}
