/**
 * What headword an inflected form may come from: «آب‌ها» from «آب», «دریاهایشان» from «دریا»,
 * «می‌گیرم» from «گرفتن», «اخبار» from «خبر». Pure and store-blind: it lists readings, likeliest
 * first, and the caller keeps those its store has as headwords — and always puts the form itself
 * first when the store has it, so «باران» is never explained away as a plural of «بار».
 */
import { auxiliaryReadings } from './auxiliaries';
import { spokenSpellings } from './colloquial';
import { SPOKEN_COST, type Spelling } from './spoken-spelling';
import { BROKEN_PLURALS } from './broken-plurals';
import { patternSingulars } from './broken-plural-patterns';
import { VERB_RULES, type InflectionRule, type Reading, type Step } from './inflection-rules';
import { foldKey, lastLetter, letterCount, ZWNJ } from './inflection-text';
import { canonical, MARKS_RE } from './normalise';
import { NOUN_LAYERS, PLURAL_LAYER } from './noun-suffixes';
import { LIKELY_PAST, weighDrafts, type Draft } from './weigh-drafts';
import { USE_WEIGHTS, type UseWeights } from './use-weights';
import {
  GLIDED,
  isEverydayVerb,
  isImperativeOf,
  isKnownVerb,
  PAST_STEM_RE,
  preverbReadings,
  simpleVerbReadings,
  verbReadings,
} from './verb-forms';

export type { Description, InflectionRule, Reading } from './inflection-rules';

/** Readings kept by default: enough for any store, few enough to look each one up. */
export const READINGS_KEPT = 8;
/** A known verb's imperative as a noun's headword («بگو» for «بگویم») is seldom the reading. */
const IMPERATIVE_HEAD = 1.5;
/** Longer input is a phrase, not a word a text inflected. */
const MAX_FORM = 40;

const BROKEN = new Map([...BROKEN_PLURALS].map(([plural, singular]) => [foldKey(plural), singular]));

const VERB_START_RE = /^ن?می\u200C/;
const ONE_LETTER_TAIL_RE = /\u200C.$/;
const NONE: readonly Draft[] = [];
/** A stem still carrying a plural and a glide («دریاهای») is a cut made in the wrong place. */
const HALF_CUT_RE = /ها\u200C?ی[مشت]?$/;

/** Cuts the noun layers from `from` inward; `steps` are the outer ones already cut. */
function nounDrafts(
  word: string,
  from: number,
  steps: readonly Step[],
  cost: number,
  out: Draft[],
  patterns = true,
): void {
  for (let layer = from; layer < NOUN_LAYERS.length; layer++) {
    if (layer === PLURAL_LAYER && patterns) {
      const singular = BROKEN.get(foldKey(word));
      const inner: Step[] = [{ rule: 'broken-plural', mark: word }, ...steps];
      if (singular !== undefined) out.push({ headword: singular, steps: inner, cost: cost + 1, sure: true });
      for (const guess of patternSingulars(word))
        out.push({ headword: guess.singular, steps: inner, cost: cost + guess.cost });
    }
    for (const { stem, rule, mark, cost: more } of NOUN_LAYERS[layer]?.(word) ?? []) {
      const inner: Step[] = [{ rule, mark }, ...steps];
      out.push({ headword: stem, steps: inner, cost: cost + more });
      nounDrafts(stem, layer + 1, inner, cost + more, out, patterns);
    }
  }
}

// A hamza inside a word sits on «ی» or on «ا» as writers choose: «مسئله» and «مسأله» are one word.
const SEATED_RE = /[ئأ](?!$)/;

/**
 * A stem that still ends in a plural «ها» is most often a cut made too early: «روزهای» is the
 * plural of «روز» before it is «روزها» with a glide. Short words in «ها» (تنها، بها) are words.
 */
const PLURAL_LEFT_RE = /(?:\u200Cها|[^\u200C]{3}ها)$/;

/** The same headword with its hamza on the other seat, or undefined. */
function otherSeat(headword: string): string | undefined {
  return SEATED_RE.test(headword) ? headword.replace(/[ئأ](?!$)/g, (seat) => (seat === 'ئ' ? 'أ' : 'ئ')) : undefined;
}

/**
 * Whether `headword` is spelled as the imperative of a verb everyone knows («بگو») or of one the
 * weights hold («بخواب», «برس»): a noun reading of it with an ending is most often the verb's form.
 */
function isImperative(headword: string, weights: UseWeights): boolean {
  return isImperativeOf(headword, (key) => weights.lexeme(key) !== undefined);
}

/** A headword's key and what it adds to a reading's cost; null when it cannot be one. */
function headwordExtra(headword: string, own: string): { key: string; extra: number } | null {
  const key = foldKey(headword);
  if (key === own || letterCount(headword) < 2 || HALF_CUT_RE.test(headword)) return null;
  // A headword ends in a whole word: «دست‌ه» of «دست‌های» is a cut in the wrong place.
  if (lastLetter(headword) === ZWNJ || ONE_LETTER_TAIL_RE.test(headword)) return null;
  const extra = PLURAL_LEFT_RE.test(headword) ? 1.2 : 0;
  return { key, extra };
}

/** Two spoken readings of a headword this close in cost are told apart by how often each spelling is written. */
const SPELLINGS_APART = 1;

/** Whether `draft`, costing `cost`, is a likelier reading than `kept` of the same headword. */
function likelier(draft: Draft, cost: number, kept: Draft, weights: UseWeights): boolean {
  const [mine, theirs] = [draft.spelling, kept.spelling];
  if (mine === undefined || theirs === undefined || Math.abs(cost - kept.cost) > SPELLINGS_APART)
    return cost < kept.cost;
  // «کسایی» is written «کسانی» far more often than «کس‌هایی».
  const used = (key: string) => weights.form(key) ?? -Infinity;
  return used(mine.key) === used(theirs.key) ? cost < kept.cost : used(mine.key) > used(theirs.key);
}

/** What the Arabic plural «ین» on a Persian verb's stem adds: «رسیدین» is «you reached», not «رسید»s. */
const ARABIC_ON_VERB = 1.5;

/**
 * Whether the draft reads «ین» as the Arabic plural of a word that is a verb's past stem («رسید»,
 * «شکست») or its imperative («بخوابین» is «بخوابید» said, not «بخواب»s).
 */
function arabicPluralOnVerb({ headword, steps }: Draft, weights: UseWeights): boolean {
  const plural = steps[0];
  if (plural?.rule !== 'plural' || plural.mark !== 'ین') return false;
  if (!PAST_STEM_RE.test(headword)) return isImperative(headword, weights);
  const infinitive = `${headword}ن`;
  return isEverydayVerb(infinitive) || weights.lexeme(foldKey(infinitive)) !== undefined;
}

/** Keeps `draft`, `more` costlier, in `best` under its headword's key, unless a likelier one is there. */
function keep(best: Map<string, Draft>, own: string, draft: Draft, more: number, weights: UseWeights): void {
  const known = headwordExtra(draft.headword, own);
  if (known === null) return;
  const cost = draft.cost + more + known.extra + (arabicPluralOnVerb(draft, weights) ? ARABIC_ON_VERB : 0);
  const kept = best.get(known.key);
  if (kept !== undefined && !likelier(draft, cost, kept, weights)) return;
  best.set(known.key, cost === draft.cost ? draft : { ...draft, cost });
}

/** The form as the rules read it: canonical letters, no marks, «ۀ» as «ه‌ی», spaces as ZWNJ. */
function prepare(form: string): string {
  return canonical(form)
    .replaceAll('ه\u0654', 'ۀ')
    .replace(MARKS_RE, '')
    .replaceAll('ۀ', `ه${ZWNJ}ی`)
    .replaceAll(' ', ZWNJ);
}

/** The key a form is weighed by (use-weights.ts): as the analyser reads it, folded as exact keys are. */
export function formKey(form: string): string {
  return foldKey(prepare(form));
}

/** «مرا», «ترا»: «من» and «تو» with «را», as the written language joins them. */
const JOINED_RA = new Map([
  ['مرا', 'من'],
  ['ترا', 'تو'],
]);
const JOINED_RA_STEPS: readonly Step[] = [{ rule: 'object', mark: 'را' }];

/** The readings of a word as written Persian: its noun layers, its verb forms, the auxiliaries. */
function writtenDrafts(word: string): Draft[] {
  const drafts: Draft[] = [];
  const pronoun = JOINED_RA.get(word);
  if (pronoun !== undefined) drafts.push({ headword: pronoun, steps: JOINED_RA_STEPS, cost: 0, sure: true });
  // «می‌» or «نمی‌» before a ZWNJ marks a verb; a noun reading of it is a last resort.
  nounDrafts(word, 0, [], VERB_START_RE.test(word) ? 2 : 0, drafts);
  verbDrafts(word, drafts);
  return drafts;
}

/**
 * The readings of a spoken form's written spelling, as what the spelling is: a verb's as a verb,
 * a noun's as a noun. A broken plural guessed by pattern is left out: no spoken form is one.
 */
function spokenDrafts(word: string, kind: Spelling['kind'], ending?: string): Draft[] {
  const drafts: Draft[] = [];
  if (kind === 'head') return drafts;
  // As a written word, «می‌» or «نمی‌» before a ZWNJ marks a verb («می‌رانم» of «میرونم»).
  if (kind !== 'verb') nounDrafts(word, 0, [], VERB_START_RE.test(word) ? 2 : 0, drafts, false);
  if (kind === 'word') verbDrafts(word, drafts);
  if (kind !== 'verb') return drafts;
  // A spoken verb was spelled as its prefix, stem and ending: no pronoun is left to cut, but a
  // preverb may stand before a participle's auxiliary («برنگشته بودین» → «برنگشته بودید»).
  const verbs = simpleVerbReadings(word);
  preverbReadings(word, verbs);
  for (const { infinitive, steps, cost, after, guessed } of [...verbs, ...auxiliaryReadings(word, verbs)]) {
    // A spelling writes its ending out: the whole of it is no stem («بخواهند» of «بخواهندن»),
    // and no other ending is cut from it.
    if (infinitive.startsWith(word) || !cutsEnding(steps, ending)) continue;
    drafts.push({ headword: infinitive, steps, cost, after, guessed });
  }
  return drafts;
}

/** The rules whose mark is the personal ending. */
const ENDING_RULES: ReadonlySet<InflectionRule> = new Set(['present', 'past', 'subjunctive', 'imperative']);

/** Whether a verb reading cuts the ending its spelling wrote (any, when the spelling says none). */
function cutsEnding(steps: readonly Step[], ending: string | undefined): boolean {
  const [first] = steps;
  if (ending === undefined || first === undefined || !ENDING_RULES.has(first.rule)) return true;
  // «می‌گوییم» of «میگیم»: the glide a stem in a vowel takes before it.
  return first.mark === ending || (GLIDED.has(first.mark) && first.mark.slice(1) === ending);
}

function verbDrafts(word: string, drafts: Draft[]): void {
  const verbs = verbReadings(word);
  for (const { infinitive, steps, cost, after, guessed } of [...verbs, ...auxiliaryReadings(word, verbs)]) {
    drafts.push({ headword: infinitive, steps, cost, sure: isKnownVerb(infinitive), after, guessed });
  }
}

/**
 * The readings of `form`, likeliest first, at most `limit`, one per headword: ordered by their
 * rules' cost and their headwords' use (`weights`). The form itself is never among them; a form
 * that is no inflection has none.
 */
export function analyse(form: string, limit = READINGS_KEPT, weights: UseWeights = USE_WEIGHTS): Reading[] {
  const word = prepare(form);
  if (word === '' || word.length > MAX_FORM) return [];
  const drafts = writtenDrafts(word);
  const spellings = spokenSpellings(word);
  // A likely written past of an everyday verb («می‌دید», not the old «بدید») stays before any
  // spoken reading («می‌دهید»).
  let floor = Infinity;
  // And a written reading of an everyday verb stays before a spoken one of it («بده» is the
  // imperative before it is «بدهد»).
  const written = new Map<string, number>();
  for (const d of spellings.length === 0 ? NONE : drafts) {
    if (d.sure !== true) continue;
    if (d.steps[0]?.rule === 'past' && d.cost < LIKELY_PAST) floor = Math.min(floor, d.cost + 0.01);
    written.set(d.headword, Math.min(written.get(d.headword) ?? Infinity, d.cost + 0.01));
  }
  if (floor === Infinity) floor = -Infinity;
  // A spoken form is read as each written spelling it may stand for, after the written readings.
  for (const spelling of spellings) {
    if (spelling.ifWritten === true && weights.form(foldKey(spelling.written)) === undefined) continue;
    const outer: Step[] = [...(spelling.step ? [spelling.step] : []), { rule: 'colloquial', mark: spelling.written }];
    const base = SPOKEN_COST + spelling.cost;
    // A one-word spelling of a noun is weighed by how often it is written («خانه‌ام» for «خانم»); a
    // clitic written out («خوب است») by its host's use, and a verb's by the verb's: speech written
    // down spells its verbs as said («کنه»), seldom as the grammar does («کند»).
    const clitic = spelling.step?.rule === 'copula' || spelling.step?.rule === 'object';
    const one = clitic || spelling.kind === 'verb' ? undefined : spelling;
    const spelled = one === undefined ? undefined : { key: foldKey(one.written), cost: one.cost };
    // A plural «ان» spelled out leads to its singular only: as a word, «اسمان» would be «آسمان».
    const whole = spelling.kind === 'word' || spelling.kind === 'noun' || spelling.kind === 'head';
    if (whole && spelling.ifWritten !== true) {
      drafts.push({ headword: spelling.read, steps: outer, cost: base, spelling: spelled, spoken: true });
    }
    for (const draft of spokenDrafts(spelling.read, spelling.kind, spelling.ending)) {
      // The old negative imperative «م» («مکن») is written, never spoken: «متون» is no «متوان».
      if (draft.steps.some((step) => step.rule === 'negative' && step.mark === 'م')) continue;
      const cost = Math.max(base + draft.cost, floor, written.get(draft.headword) ?? -Infinity);
      drafts.push({
        headword: draft.headword,
        steps: [...draft.steps, ...outer],
        cost,
        spelling: spelled,
        spoken: true,
        after: draft.after,
        guessed: draft.guessed,
      });
    }
  }

  const own = foldKey(word);
  const best = new Map<string, Draft>();
  const last = drafts.length;
  for (let i = 0; i < last; i++) {
    const draft = drafts[i] as Draft;
    keep(best, own, draft, 0, weights);
    const other = otherSeat(draft.headword);
    if (other !== undefined) keep(best, own, { ...draft, headword: other }, 0.1, weights);
  }
  // A stem cut before a suffix ends in «ئ» where its word ends in «ء»: «اقتضائات» → «اقتضاء».
  for (let i = 0; i < last; i++) {
    const draft = drafts[i] as Draft;
    if (!draft.headword.endsWith('ئ')) continue;
    const final = { ...draft, headword: `${draft.headword.slice(0, -1)}ء` };
    keep(best, own, final, 0, weights);
    const other = otherSeat(final.headword);
    if (other !== undefined) keep(best, own, { ...final, headword: other }, 0.1, weights);
  }
  // A word spelled as an imperative costs the same more whichever of its drafts is kept; a verb's
  // headword is its infinitive, never one.
  for (const [key, draft] of best) {
    if (draft.steps.some((step) => VERB_RULES.has(step.rule)) || !isImperative(draft.headword, weights)) continue;
    best.set(key, { ...draft, cost: draft.cost + IMPERATIVE_HEAD });
  }
  return weighDrafts(own, best, limit, weights);
}
