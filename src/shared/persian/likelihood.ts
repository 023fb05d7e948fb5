/**
 * Readings weighed by use (use-weights.ts): a reading's cost says how likely its rules are, its
 * headword's use how likely its word is, so «داره» is «داشتن» before it is «دار» with a copula.
 * A common form is explained by a reading only if the reading could account for a fair part of
 * how often the form is written: «انسان» is written far too often to be a plural of «نان», «خانم»
 * to be the spoken «خانه‌ام». And a common form whose own word is rare beside an inflected reading
 * («بود», a noun, beside «بودن») is read as that first. Why so: docs/decisions/034-likely-reading.md.
 */
import { VERB_RULES, type Step } from './inflection-rules';
import { USE_FORM_FLOOR, USE_LEXEME_FLOOR } from './use-table';
import type { UseWeights } from './use-weights';

/** What a decade of a headword's use takes off a reading's cost. */
const PER_DECADE = 0.6;
/** How many decades of its headword's uses a unit of a reading's cost leaves out. */
const COST_DECADES = 0.6;
/** A common form a reading explains less than this share of (in decades) is no inflection of it. */
const EXPLAINED_DECADES = 1.5;
/** Decades a verb's uses spread over its forms beyond a noun's («زنی» is «زن» with «ی» before «you hit»). */
const VERB_SPREAD = 0.5;
/** The inflected reading comes before the form's own headword when this many decades likelier. */
const BEFORE_OWN_DECADES = 1;

/** A spoken reading's written spelling: its key and what reading the form so cost. */
export interface Spelled {
  readonly key: string;
  readonly cost: number;
}

/** What weighing a reading of a form takes. */
export interface Weighing {
  readonly form: string;
  readonly headword: string;
  /** The reading's cost, less what respelling a spoken form costs. */
  readonly cost: number;
  readonly spelling: Spelled | undefined;
  /** From the headword outward. */
  readonly steps: readonly Step[];
}

/** log10 of how often a form the table does not hold is written: at most its floor. */
const formOrFloor = (key: string, weights: UseWeights) => weights.form(key) ?? USE_FORM_FLOOR;

/** How often the reading's headword is used, in decades. */
const use = ({ headword }: Weighing, weights: UseWeights): number => weights.lexeme(headword) ?? USE_LEXEME_FLOOR;

/** A bare present stem read as the imperative, and nothing more («کار» as «plant!»). */
export const isBareStem = (steps: readonly Step[]): boolean => steps[0]?.rule === 'imperative' && steps.length === 1;

/** A reading's cost weighed by its headword's use, a verb's spread over its forms: lower is likelier. */
export function weighed(cost: number, headword: string, steps: readonly Step[], weights: UseWeights): number {
  const lexeme = weights.lexeme(headword);
  // A bare present stem («رو», «کن») is seldom the imperative, however common the verb.
  if (lexeme === undefined || isBareStem(steps)) return cost - PER_DECADE * USE_LEXEME_FLOOR;
  const spread = steps.some((step) => VERB_RULES.has(step.rule)) ? VERB_SPREAD : 0;
  return cost - PER_DECADE * (lexeme - spread);
}

/**
 * log10 of how often the form would be written through the reading: a spoken one as often as its
 * written spelling is, cut by the respelling; a written one as its word is used, cut by its rules.
 */
function through(weighing: Weighing, weights: UseWeights): number {
  const { cost, spelling } = weighing;
  if (spelling !== undefined) return formOrFloor(spelling.key, weights) - COST_DECADES * spelling.cost;
  return use(weighing, weights) - COST_DECADES * Math.max(0, cost);
}

/** Endings a preposition never takes («بدونه» is no «بدون است»); a conjunction takes a pronoun neither («امام» is no «امایم»). */
const NOUN_ENDINGS: ReadonlySet<string> = new Set(['copula', 'plural', 'indefinite', 'comparative', 'superlative']);

/** Whether the reading (its headword's key, its steps) puts on a preposition or conjunction an ending it never takes. */
export function closedMisread({ headword, steps }: Pick<Weighing, 'headword' | 'steps'>, weights: UseWeights): boolean {
  const closed = weights.closed(headword);
  if (closed === undefined) return false;
  return steps.some((step) => NOUN_ENDINGS.has(step.rule) || (closed === 'conjunction' && step.rule === 'possessive'));
}

/**
 * Whether the reading may account for the form: not when it puts a noun's ending on a preposition
 * or conjunction; otherwise always, unless the form is common and the reading far too rare for it.
 */
export function explains(weighing: Weighing, weights: UseWeights): boolean {
  if (closedMisread(weighing, weights)) return false;
  const common = weights.form(weighing.form);
  if (common === undefined) return true;
  return through(weighing, weights) >= common - EXPLAINED_DECADES;
}

/**
 * Whether the reading is far likelier than the form read as its own headword: only for a common
 * form, whose own word (its lexeme's use, homographs set apart by the table) is rare beside it.
 */
export function beforeOwn(weighing: Weighing, weights: UseWeights): boolean {
  if (weights.form(weighing.form) === undefined) return false;
  return through(weighing, weights) > (weights.lexeme(weighing.form) ?? USE_LEXEME_FLOOR) + BEFORE_OWN_DECADES;
}

/** What a decade of a word's use takes off a Finglish spelling's cost (finglish.ts's scale). */
const SPELLED_PER_DECADE = 0.1;

/**
 * A Persian word's score as what a Finglish query spells, lower likelier: its spelling's cost less
 * what its use adds («salam» is «سلام» before «سلم»); a word the table lacks adds nothing.
 */
export function spelledScore(cost: number, key: string, weights: UseWeights): number {
  return cost - SPELLED_PER_DECADE * (weights.lexeme(key) ?? 0);
}
