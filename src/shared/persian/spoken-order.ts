/**
 * Orders a Persian reader keeps between a spoken form's readings (weigh-drafts.ts), whatever
 * the use weights say of their headwords:
 * - a spoken form leads where its written spelling would lead: to that spelling itself when it is
 *   a word («نیس» is «نیست» before «بودن», «دیگه‌ای» «دیگری» before «دیگر»), then to its readings;
 * - a spoken «ه» on a verb's imperative is the verb's ending: «برسه» is «برسد», not «برس است»;
 * - a headword that is itself a spoken spelling (Wiktionary's «خونه», «زبون», «کسا») comes after
 *   the written word it spells, inflected alike: «زبونم» is «زبان» + «م» before «زبون» + «م».
 */
import { spokenSpellings } from './colloquial';
import type { Step } from './inflection-rules';
import { USE_FORM_FLOOR, USE_LEXEME_FLOOR } from './use-table';
import type { UseWeights } from './use-weights';
import { isKnownVerb } from './verb-forms';
import { verbParts } from './verb-stems';
import { foldKey } from './inflection-text';
import type { Draft } from './weigh-drafts';

/** A draft and its score, lower likelier: what weigh-drafts.ts sorts. */
export interface Scored {
  readonly key: string;
  readonly draft: Draft;
  score: number;
}

const spellingOf = (steps: readonly Step[]) => steps.findLast((step) => step.rule === 'colloquial')?.mark;

/** Whether `outer` is `inner`'s rules with a colloquial step last, and maybe more rules before them. */
function endsAlike(outer: readonly Step[], inner: readonly Step[]): boolean {
  if (outer.length < inner.length + 1 || outer.at(-1)?.rule !== 'colloquial') return false;
  const from = outer.length - 1 - inner.length;
  return inner.every((step, i) => outer[from + i]?.rule === step.rule);
}

/**
 * The written words `headword` may be a spoken spelling of, as keys: «زبون» → «زبان»; `plural`
 * when only as a spoken plural («کسا» → «کس‌ها»), which many a written word also looks like («دریا»).
 */
function writtenOf(headword: string): { key: string; plural: boolean }[] {
  return spokenSpellings(headword)
    .filter((spelling) => spelling.kind !== 'verb' && spelling.step === undefined && spelling.cost <= 0.5)
    .map((spelling) => ({ key: foldKey(spelling.written), plural: spelling.kind === 'noun' }));
}

/**
 * Whether the headword keyed `spoken` may be a spoken spelling of the word keyed `written`: that
 * word is used, and the headword written no more often than it is used («زبون» beside «زبان»;
 * not «خون» beside «خان», nor «معلومات» beside no word); a spoken plural («کسا» → «کس‌ها») when
 * the form is used and its singular more (not «والا» beside «وال»).
 */
function spokenOf(spoken: string, written: string, singular: string, plural: boolean, weights: UseWeights): boolean {
  if (plural) {
    const lexeme = weights.lexeme(spoken);
    return lexeme !== undefined && (weights.lexeme(singular) ?? USE_LEXEME_FLOOR) > lexeme;
  }
  const used = Math.max(weights.form(written) ?? -Infinity, weights.lexeme(written) ?? -Infinity);
  const margin = used >= EVERYDAY ? EVERYDAY_MARGIN : SPOKEN_MARGIN;
  return (weights.form(spoken) ?? USE_FORM_FLOOR) <= used + margin;
}

/** In decades: how much more a spoken spelling may be written than its word is used (speech is half the list). */
const SPOKEN_MARGIN = 0.25;
/** The commonest words («آن»: five decades and more) are said in their spoken forms more often still («اون»). */
const EVERYDAY = 5;
const EVERYDAY_MARGIN = 0.75;

/** Moves the readings of `scored` as the two orders say; weigh-drafts.ts sorts them after. */
export function orderSpoken(scored: readonly Scored[], weights: UseWeights): void {
  // A written reading through a spoken headword goes just after the same reading of the written word.
  for (const written of scored) {
    if (written.draft.spoken === true) continue;
    let spelled: ReturnType<typeof writtenOf> | undefined;
    for (const spoken of scored) {
      if (spoken.draft.spoken !== true || spoken.score < written.score) continue;
      if (!endsAlike(spoken.draft.steps, written.draft.steps)) continue;
      const extra = spoken.draft.steps.length - 1 - written.draft.steps.length;
      spelled ??= writtenOf(written.draft.headword);
      const fits = ({ key, plural }: { key: string; plural: boolean }) =>
        key !== written.key &&
        (extra === 0 ? key === spoken.key : key !== spoken.key && key.startsWith(spoken.key)) &&
        spokenOf(written.key, key, spoken.key, plural, weights);
      if (spelled.some(fits)) written.score = Math.max(written.score, spoken.score + 0.01);
    }
  }
  // A spoken «ه» on a verb's imperative is its ending: «برسه» is «برسد» before «برس است».
  for (const copula of scored) {
    const { draft } = copula;
    if (draft.spoken !== true || draft.steps[0]?.rule !== 'copula' || draft.steps[0].mark !== 'است') continue;
    for (const verb of scored) {
      const rule = verb.draft.steps[0]?.rule;
      if (verb.score <= copula.score || verb.draft.spoken !== true || (rule !== 'subjunctive' && rule !== 'present'))
        continue;
      if (imperativesOf(verb.draft.headword).includes(draft.headword)) verb.score = copula.score - 0.01;
    }
  }
  // A noun's spelling as a whole word before the readings made of it; an everyday verb's are
  // weighed as they are («اومد» is «آمدن» before «آمد», «نیس» «بودن» before «نیست»).
  for (const whole of scored) {
    const steps = whole.draft.steps;
    if (whole.draft.spoken !== true || steps.length !== 1) continue;
    const mark = spellingOf(steps);
    const made = scored.filter(
      (other) => other !== whole && other.draft.spoken === true && spellingOf(other.draft.steps) === mark,
    );
    if (made.some(({ draft }) => isKnownVerb(draft.headword))) continue;
    for (const other of made) if (other.score <= whole.score) whole.score = other.score - 0.01;
  }
}

/** A verb's positive and negative imperatives: «برس», «نرس»; «برگرد», «برنگرد». */
function imperativesOf(infinitive: string): string[] {
  const parts = verbParts(infinitive);
  if (parts === undefined || parts.imperative === undefined || parts.before !== '') return [];
  const { preverb, imperative } = parts;
  return [`${preverb}${preverb === '' ? 'ب' : ''}${imperative}`, `${preverb}ن${imperative}`];
}
