/**
 * The analyser's last step (inflection.ts): its drafts, one per headword, weighed by use
 * (likelihood.ts) and told apart as readings to offer and far-fetched ones.
 */
import { VERB_RULES, type Reading, type Step } from './inflection-rules';
import { letterCount } from './inflection-text';
import { beforeOwn, explains, weighed, type Spelled, type Weighing } from './likelihood';
import { isPlausible, outranked } from './plausibility';
import { SPOKEN_COST } from './spoken-spelling';
import { orderSpoken } from './spoken-order';
import type { UseWeights } from './use-weights';
import { isEverydayVerb } from './verb-forms';

/** A reading before it is weighed. */
export interface Draft {
  readonly headword: string;
  readonly steps: readonly Step[];
  readonly cost: number;
  /** Its headword is a word for certain: an everyday verb of the stem table, a broken plural's table. */
  readonly sure?: boolean;
  /** Read through a spoken form's written spelling. */
  readonly spoken?: true;
  /** That spelling, as one word («دارد» of «داره»), and what taking it so cost. */
  readonly spelling?: Spelled;
  /** The key of a reading this one comes after, however common its headword (verb-forms.ts). */
  readonly after?: string;
  /** Its headword is a verb the rules guessed from a present stem (verb-forms.ts). */
  readonly guessed?: boolean | undefined;
}

/** A written past costs about 1.5 at most; the old past with «ب» («بدید») costs more. */
export const LIKELY_PAST = 2;

const rulesOf = (draft: Draft) => draft.steps.map((step) => step.rule);

/** A written verb reading of an infinitive no table holds: a guess of the rules. */
const guessedVerb = (draft: Draft) =>
  draft.spoken !== true && !isEverydayVerb(draft.headword) && draft.steps.some((step) => VERB_RULES.has(step.rule));

/** The weighing of a draft of the form keyed `form`: its cost less what respelling a spoken form costs. */
function weighingOf(form: string, key: string, draft: Draft): Weighing {
  const cost = draft.spoken === true ? draft.cost - SPOKEN_COST : draft.cost;
  return { form, headword: key, cost, spelling: draft.spelling, steps: draft.steps };
}

/** «می» or «نمی» starts a verb's form. */
const CONTINUOUS_RE = /^ن?می/;

/**
 * Whether the reading may account for the form. A verb's form that starts so («میدونم»), read as
 * a verb through a spelling seldom written («می‌دانم»), is weighed by the verb's use: speech
 * written down spells its verbs as said. Any other spoken reading by how often its spelling is.
 */
function accounts(weighing: Weighing, weights: UseWeights): boolean {
  const { form, spelling, steps } = weighing;
  const unwritten = spelling !== undefined && weights.form(spelling.key) === undefined;
  const verb = unwritten && CONTINUOUS_RE.test(form) && steps.some((step) => VERB_RULES.has(step.rule));
  return explains(verb ? { ...weighing, spelling: undefined } : weighing, weights);
}

/**
 * What a verb's present stem costs when its infinitive is only the rules' guess («رس» → «رسیدن»,
 * verb-forms.ts): a guess the weights hold as a word in use is no guess, and costs this less.
 */
const ATTESTED_GUESS = 1.5;

/** The draft, at what it costs when its headword is a verb the rules guessed and the weights hold. */
function attested(key: string, draft: Draft, weights: UseWeights): Draft {
  if (draft.guessed !== true || weights.lexeme(key) === undefined) return draft;
  return { ...draft, cost: draft.cost - ATTESTED_GUESS };
}

/** The readings of the drafts (by their headwords' keys), likeliest first, at most `limit`. */
export function weighDrafts(
  form: string,
  given: ReadonlyMap<string, Draft>,
  limit: number,
  weights: UseWeights,
): Reading[] {
  // Copied once, at the first draft that changes: `given` is the caller's.
  let byKey: ReadonlyMap<string, Draft> = given;
  let copy: Map<string, Draft> | undefined;
  for (const [key, draft] of given) {
    const cheaper = attested(key, draft, weights);
    if (cheaper === draft) continue;
    copy ??= new Map(given);
    byKey = copy.set(key, cheaper);
  }
  const drafts = [...byKey.values()];
  // The likeliest reading whose headword is surely a word: any far costlier one is no link, even
  // when a store lacks that word («می‌کند» without «کردن» is no «کندن»).
  let anchor: Draft | undefined;
  // And an everyday verb's spoken reading, weighed without its respelling, is no link for a verb
  // no table holds («میگرده» is «گشتن», not the participle of a «گردن»).
  let spokenVerb = Infinity;
  for (const draft of drafts) {
    if (draft.spoken === true && isEverydayVerb(draft.headword) && isPlausible(rulesOf(draft), draft.cost))
      spokenVerb = Math.min(spokenVerb, draft.cost - SPOKEN_COST);
    if (draft.sure !== true || (anchor !== undefined && draft.cost >= anchor.cost)) continue;
    if (isPlausible(rulesOf(draft), draft.cost, draft.headword)) anchor = draft;
  }
  // Weighed too, a likely written past of an everyday verb stays before any spoken reading.
  let past = Infinity;
  const scored = [...byKey].map(([key, draft]) => {
    const score = weighed(draft.cost, key, draft.steps, weights);
    if (draft.sure === true && draft.spoken !== true && draft.cost < LIKELY_PAST && draft.steps[0]?.rule === 'past')
      past = Math.min(past, score);
    return { key, draft, score };
  });
  if (past < Infinity)
    for (const item of scored) if (item.draft.spoken === true && item.score <= past) item.score = past + 0.01;
  orderSpoken(scored, weights);
  // However common the simple verb, the form is the compound's first: «برداشت» is «برداشتن».
  // So too for a simple verb no table holds («اومدن», a spoken headword) when the everyday compound
  // was reached through a spoken spelling («دراومدم» as «درآمدم»): it comes after that compound.
  for (const item of scored) {
    const after = item.draft.after;
    if (after === undefined) continue;
    const spelled = !isEverydayVerb(item.draft.headword) && after.endsWith(item.key);
    const preverb = spelled ? after.slice(0, after.length - item.key.length) : '';
    const [form] = item.draft.steps;
    for (const before of scored) {
      const [step] = before.draft.steps;
      const compound =
        preverb !== '' &&
        before.key.startsWith(preverb) &&
        isEverydayVerb(before.draft.headword) &&
        step?.rule === form?.rule &&
        step?.mark === form?.mark;
      if (before.key === after || compound) item.score = Math.max(item.score, before.score + 0.01);
    }
  }
  scored.sort((a, b) => a.score - b.score || letterCount(b.draft.headword) - letterCount(a.draft.headword));
  let first = true;
  return scored.slice(0, limit).map(({ key, draft }) => {
    const { headword, steps, cost } = draft;
    const rules = rulesOf(draft);
    const weighing = weighingOf(form, key, draft);
    // «کردن» after «شدن» (auxiliaries.ts) is offered by design after the verb the form is.
    const plausible =
      isPlausible(
        rules,
        cost,
        headword,
        draft.spelling !== undefined && weights.form(draft.spelling.key) !== undefined,
      ) &&
      (anchor === undefined || rules.includes('passive') || !outranked(cost, anchor.cost)) &&
      !(guessedVerb(draft) && outranked(cost, spokenVerb)) &&
      accounts(weighing, weights);
    const beforeForm = plausible && first && beforeOwn(weighing, weights);
    if (plausible) first = false;
    return { headword, rules, description: steps, cost, plausible, beforeForm };
  });
}
