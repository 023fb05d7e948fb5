/**
 * Orders a Persian reader keeps between a spoken form's readings (weigh-drafts.ts), whatever
 * the use weights say of their headwords:
 * - a spoken form leads where its written spelling would lead: to that spelling itself when it is
 *   a word («نیس» is «نیست» before «بودن», «دیگه‌ای» «دیگری» before «دیگر»), then to its readings;
 * - a spoken «ه» on a verb's imperative is the verb's ending: «برسه» is «برسد», not «برس است»;
 * - a headword that is itself a spoken spelling (Wiktionary's «خونه», «زبون», «کسا») comes after
 *   the written word it spells, inflected alike: «زبونم» is «زبان» + «م» before «زبون» + «م»;
 * - speech writes its verbs as said: a spelling that is a word and a commoner verb's form is the
 *   verb's («موند» is «ماندن» before «ماند»), a spoken «ین» on a past stem is «ید» («رسیدین»), and
 *   a common verb comes before a rare noun's written reading («تونست» is no «تونس» + «ت»);
 * - a spoken reading that gives a conjunction a noun's ending comes last («هممون» is «همه»'s).
 */
import { soundChanges } from './colloquial';
import { SPOKEN_WORDS } from './colloquial-words';
import { pluralSpellings } from './spoken-nouns';
import type { Spelling } from './spoken-spelling';
import { typedSpellings } from './spoken-typing';
import { VERB_RULES, type Step } from './inflection-rules';
import { closedMisread } from './likelihood';
import { isPlausible } from './plausibility';
import { USE_LEXEME_FLOOR } from './use-table';
import type { UseWeights } from './use-weights';
import { isKnownVerb } from './verb-forms';
import { verbParts } from './verb-stems';
import { foldKey } from './inflection-text';

/** What the orders read of a reading before it is weighed (weigh-drafts.ts's Draft). */
interface Ordered {
  readonly headword: string;
  readonly cost: number;
  readonly steps: readonly Step[];
  readonly spoken?: true;
}

/** A draft and its score, lower likelier: what weigh-drafts.ts sorts. */
export interface Scored {
  readonly key: string;
  readonly draft: Ordered;
  score: number;
}

const spellingOf = (steps: readonly Step[]) => steps.findLast((step) => step.rule === 'colloquial')?.mark;

/** Whether `outer` is `inner`'s rules with a colloquial step last, and maybe more rules before them. */
function endsAlike(outer: readonly Step[], inner: readonly Step[]): boolean {
  if (outer.length < inner.length + 1 || outer.at(-1)?.rule !== 'colloquial') return false;
  const from = outer.length - 1 - inner.length;
  return inner.every((step, i) => outer[from + i]?.rule === step.rule);
}

/** A headword that may be spoken: «ون»/«وم» after a consonant, a first «او», a last «ا», or a spoken word of the list. */
const SPOKEN_LOOK_RE = /[^اآ]و[نم]|^او|[^اوآ]ا$/;

/**
 * The written words `headword` may be a spoken spelling of, as keys: «زبون» → «زبان»; `plural`
 * when only as a spoken plural («کسا» → «کس‌ها»), which many a written word also looks like («دریا»).
 * Sound changes, the list and speech as typed («دوس» → «دوست»).
 */
function writtenOf(headword: string): { key: string; plural: boolean }[] {
  const out: { key: string; plural: boolean }[] = [];
  const listed = SPOKEN_WORDS.get(headword);
  if (listed !== undefined) out.push({ key: foldKey(listed), plural: false });
  for (const typed of typedSpellings(headword)) out.push({ key: foldKey(typed), plural: false });
  if (!SPOKEN_LOOK_RE.test(headword)) return out;
  for (const written of soundChanges(headword)) out.push({ key: foldKey(written), plural: false });
  const plurals: Spelling[] = [];
  pluralSpellings(headword, plurals);
  for (const { written, ifWritten } of plurals)
    if (ifWritten !== true) out.push({ key: foldKey(written), plural: true });
  return out;
}

/**
 * Whether the headword keyed `spoken` may be a spoken spelling of the word keyed `written`: both
 * are used, and the headword used no more than that word («زبون» beside «زبان»; not «خون» beside
 * «خان», «اول» beside «آل», nor «ستون» beside «ستوان»); a spoken plural («کسا» → «کس‌ها») when the
 * form is used and its singular more (not «والا» beside «وال»).
 */
function spokenOf(spoken: string, written: string, singular: string, plural: boolean, weights: UseWeights): boolean {
  if (plural) {
    const lexeme = weights.lexeme(spoken);
    return lexeme !== undefined && (weights.lexeme(singular) ?? USE_LEXEME_FLOOR) > lexeme;
  }
  const own = Math.max(weights.form(spoken) ?? -Infinity, weights.lexeme(spoken) ?? -Infinity);
  if (own === -Infinity) return false;
  const used = Math.max(weights.form(written) ?? -Infinity, weights.lexeme(written) ?? -Infinity);
  return own <= used + (used >= EVERYDAY ? EVERYDAY_MARGIN : SPOKEN_MARGIN);
}

/** In decades: how much more a spoken spelling may be written than its word is used (speech is half the list). */
const SPOKEN_MARGIN = 0.25;
/** The commonest words («آن»: five decades and more) are said in their spoken forms more often still («اون»). */
const EVERYDAY = 5;
const EVERYDAY_MARGIN = 0.75;

/** Moves the readings of `scored` as the orders say; weigh-drafts.ts sorts them after. */
export function orderSpoken(scored: readonly Scored[], weights: UseWeights): void {
  const spoken = scored.filter((item) => item.draft.spoken === true);
  if (spoken.length === 0) return;
  for (const written of scored) if (written.draft.spoken !== true) afterWritten(written, spoken, weights);
  for (const copula of spoken) if (isCopula(copula.draft)) verbBeforeCopula(copula, spoken, weights);
  for (const plural of scored) if (isArabicPlural(plural.draft)) verbBeforePlural(plural, spoken, weights);
  for (const whole of spoken) if (whole.draft.steps.length === 1) wholeFirst(whole, spoken, weights);
  for (const verb of spoken) if (commonSpokenVerb(verb.draft, weights)) beforeRare(verb, scored, weights);
  closedLast(scored, weights);
}

/**
 * A spoken reading that puts a noun's ending on a conjunction or preposition goes after every
 * other one: «هممون» is «همه» + «مان» said short before «هم» + «مان», however far-fetched both
 * are. (A written one may be a homograph's: «بهترین» is «به», good, with «ترین».)
 */
function closedLast(scored: readonly Scored[], weights: UseWeights): void {
  const misread = scored.filter(
    (item) => item.draft.spoken === true && closedMisread({ headword: item.key, steps: item.draft.steps }, weights),
  );
  if (misread.length === 0) return;
  const last = Math.max(...scored.map((item) => item.score));
  for (const item of misread) item.score = Math.max(item.score, last + 0.01);
}

/** A written reading through a spoken headword goes just after the same reading of the written word. */
function afterWritten(written: Scored, spoken: readonly Scored[], weights: UseWeights): void {
  let spelled: ReturnType<typeof writtenOf> | undefined;
  for (const item of spoken) {
    if (item.score < written.score || !endsAlike(item.draft.steps, written.draft.steps)) continue;
    const extra = item.draft.steps.length - 1 - written.draft.steps.length;
    spelled ??= writtenOf(written.draft.headword);
    if (spelled.length === 0) return;
    const fits = ({ key, plural }: { key: string; plural: boolean }) =>
      key !== written.key &&
      (extra === 0 ? key === item.key : key !== item.key && key.startsWith(item.key)) &&
      spokenOf(written.key, key, item.key, plural, weights);
    if (spelled.some(fits)) written.score = Math.max(written.score, item.score + 0.01);
  }
}

const isCopula = (draft: Ordered) => draft.steps[0]?.rule === 'copula' && draft.steps[0].mark === 'است';

/**
 * A spoken «ه» on a verb's imperative is its ending: «برسه» is «برسد» before «برس است», when the
 * verb is used at all («بدنه» is no «دنیدن»); on its past stem, the participle's, when the verb is
 * used more than the stem's look-alike: «مونده» is «مانده» before «ماند است».
 */
function verbBeforeCopula(copula: Scored, spoken: readonly Scored[], weights: UseWeights): void {
  const host = copula.draft.headword;
  let participle = -Infinity;
  for (const verb of spoken) {
    const rule = verb.draft.steps[0]?.rule;
    if (verb.score <= copula.score) continue;
    const use = weights.lexeme(verb.key);
    if (use === undefined) continue;
    if ((rule === 'subjunctive' || rule === 'present') && imperativesOf(verb.draft.headword).includes(host))
      verb.score = copula.score - 0.01;
    else if (rule === 'participle' && `${host}ن` === verb.draft.headword && use > (weights.lexeme(copula.key) ?? 0))
      participle = Math.max(participle, verb.score + 0.01);
  }
  copula.score = Math.max(copula.score, participle);
}

const isVerbReading = (draft: Ordered) => draft.steps.some((step) => VERB_RULES.has(step.rule));

/**
 * A noun's spelling as a whole word before the readings made of it; an everyday verb's are
 * weighed as they are («اومد» is «آمدن» before «آمد», «نیس» «بودن» before «نیست»). Speech writes
 * its verbs as said: a spelling that is a word and a form of a commoner verb is the verb's first
 * («موند» is «ماندن» before the noun «ماند», «مونده» before «مانده»).
 */
function wholeFirst(whole: Scored, spoken: readonly Scored[], weights: UseWeights): void {
  const mark = spellingOf(whole.draft.steps);
  const own = weights.lexeme(whole.key) ?? -Infinity;
  let best = whole.score;
  const verbs: Scored[] = [];
  for (const other of spoken) {
    if (other === whole || spellingOf(other.draft.steps) !== mark) continue;
    if (isKnownVerb(other.draft.headword)) return;
    if (isVerbReading(other.draft) && (weights.lexeme(other.key) ?? -Infinity) > own) verbs.push(other);
    best = Math.min(best, other.score - 0.01);
  }
  for (const verb of verbs) best = Math.max(best, verb.score + 0.01);
  whole.score = best;
}

/** A verb used this often (in decades: «خواندن», «توانستن») is read before a rare look-alike. */
const COMMON_VERB = 4;

/** Whether a spoken reading is a plausible one of a verb used as often as COMMON_VERB says. */
function commonSpokenVerb(draft: Ordered, weights: UseWeights): boolean {
  if (draft.spoken !== true || !isVerbReading(draft)) return false;
  const rules = draft.steps.map((step) => step.rule);
  return (weights.lexeme(foldKey(draft.headword)) ?? 0) >= COMMON_VERB && isPlausible(rules, draft.cost);
}

/**
 * A written noun reading of a headword the use table lacks goes after a common verb read through
 * a spoken or typed spelling, and only after it: «تونست» is «توانستن» before «تونس» with «ت». A
 * rare verb keeps its forms: «خاستم» is the old «خاستن» first, then «خواستن».
 */
function beforeRare(verb: Scored, scored: readonly Scored[], weights: UseWeights): void {
  for (const written of scored) {
    if (written.draft.spoken === true || written.score >= verb.score || isVerbReading(written.draft)) continue;
    if (weights.lexeme(written.key) === undefined) written.score = verb.score + 0.01;
  }
}

const isArabicPlural = ({ steps, spoken }: Ordered) =>
  spoken !== true && steps.length === 1 && steps[0]?.rule === 'plural' && steps[0].mark === 'ین';

/**
 * A spoken «ین» on a verb's past stem is its ending «ید», not the Arabic plural: «رسیدین» is
 * «رسیدید» before «رسید» (a receipt) with «ین», when the verb is used more than the noun.
 */
function verbBeforePlural(plural: Scored, spoken: readonly Scored[], weights: UseWeights): void {
  const infinitive = `${plural.draft.headword}ن`;
  const own = weights.lexeme(plural.key) ?? 0;
  for (const verb of spoken) {
    if (verb.score <= plural.score || verb.draft.headword !== infinitive || verb.draft.steps[0]?.rule !== 'past')
      continue;
    if ((weights.lexeme(verb.key) ?? -Infinity) > own) plural.score = verb.score + 0.01;
  }
}

/** A verb's positive and negative imperatives: «برس», «نرس»; «برگرد», «برنگرد». */
function imperativesOf(infinitive: string): string[] {
  const parts = verbParts(infinitive);
  if (parts === undefined || parts.imperative === undefined || parts.before !== '') return [];
  const { preverb, imperative } = parts;
  return [`${preverb}${preverb === '' ? 'ب' : ''}${imperative}`, `${preverb}ن${imperative}`];
}
