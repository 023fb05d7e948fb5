/**
 * The verbs a multi-word headword may end in, read off a verb form's readings, and how many words
 * before each a phrase may take. Against another v3 service every candidate is one request: there
 * only the light verbs, up to three words before. Where candidates cost a look in memory (the local
 * store, or one searched form) the reach is wide: any verb the analyser reads («اشک می‌بارم» →
 * «اشک باریدن»), a spoken form's verb further down its readings («آواز خوندم» → «خواندن»), idioms
 * of up to eight words — as far as the store's own headwords go when it says.
 */
import { foldKey } from '../persian/inflection-text';
import { PRESENT_STEMS } from '../persian/present-stems';
import { PREVERBS } from '../persian/verb-prefixes';
import { isVerb, type Candidate } from './word-candidates';

/**
 * How many words before a verb (by its infinitive's exact key) the multi-word headwords ending in
 * it take at most; 0 for none. The local store says by its headwords; `ANY_VERB` when unknown.
 */
export type PhraseReach = (verbKey: string) => number;

/** A verb a phrase may end in, with the words before it the phrase may take. */
export interface PhraseVerb {
  readonly verb: Candidate;
  readonly before: number;
}

/** Words before a light verb against another service: headwords of two to four words. */
const NARROW_BEFORE = 3;
/** Every verb, up to seven words before it, where the store does not say («دو تا هندوانه را … برداشتن»). */
export const ANY_VERB: PhraseReach = () => 7;
/**
 * A verb form's infinitives are taken from its first readings (or the form itself when it is an
 * infinitive): «کنم» reads first as «کن» with «م», then as «کردن»; a guess further down
 * («داشتیدن» for «داشتم») would cost a lookup for nothing. The form itself may stand among the
 * first: one more is looked at.
 */
const NARROW_READINGS = 5;
/** Wide, a spoken form's everyday verb further down: «نخوندین» reads as «خواندن» ninth. */
const LIGHT_READINGS_WIDE = 12;
/** And any other verb among the first readings: «ببارم» reads as «باریدن» seventh. */
const OTHER_READINGS_WIDE = 8;
const VERBS_WIDE = 3;

/**
 * The light verbs: the everyday verbs of the present-stem table (every light verb but a few is
 * irregular), those few regular ones, and each under a preverb.
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

const light = (verb: Candidate) => LIGHT_VERBS.has(foldKey(verb.title));
// A bare stem read as an imperative («کار» as «کاشتن») is far more often a noun, but «کن» is none.
const bareNoun = (verb: Candidate) => verb.rules.join() === 'imperative' && verb.title !== 'کردن';
/** An infinitive as speech spells it («اومدن» → «آمدن»). */
const spokenInfinitive = (candidate: Candidate) =>
  candidate.rules.length > 0 &&
  candidate.rules.every((rule) => rule === 'colloquial') &&
  isVerb({ ...candidate, rules: [] });
const verbsOf = (candidates: readonly Candidate[], count: number) =>
  candidates.slice(0, count).filter((verb) => isVerb(verb) || spokenInfinitive(verb));

/**
 * The verbs a form's readings (best first) may end a phrase in. Narrow (`reach` undefined): the
 * first two light verbs of its first readings — «گردید» reads first as a verb no compound ends in
 * («گردن»), then as «گشتن» and «گردیدن». Wide, those and, where the store has a headword ending in
 * it, an everyday verb further down, any other verb, a bare stem last («ممنون باش»).
 */
export function phraseVerbs(candidates: readonly Candidate[], reach?: PhraseReach): PhraseVerb[] {
  const narrow = verbsOf(candidates, NARROW_READINGS)
    .filter((verb) => !spokenInfinitive(verb) && light(verb) && !bareNoun(verb))
    .slice(0, 2);
  if (reach === undefined) return narrow.map((verb) => ({ verb, before: NARROW_BEFORE }));
  const wide = [
    ...verbsOf(candidates, LIGHT_READINGS_WIDE).filter((verb) => light(verb) && !bareNoun(verb)),
    ...verbsOf(candidates, OTHER_READINGS_WIDE).filter((verb) => !bareNoun(verb)),
    ...verbsOf(candidates, OTHER_READINGS_WIDE),
  ];
  const chosen = new Map<string, PhraseVerb>();
  for (const verb of narrow) chosen.set(verb.key, { verb, before: Math.max(NARROW_BEFORE, reach(verb.key)) });
  for (const verb of wide) {
    const before = reach(verb.key);
    if (before > 0 && !chosen.has(verb.key)) chosen.set(verb.key, { verb, before });
  }
  return [...chosen.values()].slice(0, VERBS_WIDE);
}
