/**
 * The names of what an inflected form carries, and how a reader is told it in their language. A
 * reading lists its rules from the headword outward: «دریاهایشان» is plural, then possessive.
 */
export const INFLECTION_RULES = [
  'plural',
  'broken-plural',
  'comparative',
  'superlative',
  'possessive',
  'indefinite',
  'present',
  'past',
  'perfect',
  'pluperfect',
  'participle',
  'agent',
  'subjunctive',
  'future',
  'negative',
  'copula',
  'imperative',
  'passive',
  'object',
  'colloquial',
] as const;
export type InflectionRule = (typeof INFLECTION_RULES)[number];

/** The rules only a verb's forms show: a reading with one is a verb's. */
export const VERB_RULES: ReadonlySet<InflectionRule> = new Set([
  'present',
  'past',
  'perfect',
  'pluperfect',
  'participle',
  'subjunctive',
  'future',
  'imperative',
  'passive',
]);

/** One step of a reading: its rule and the suffix or prefix that showed it. */
export interface Step {
  readonly rule: InflectionRule;
  readonly mark: string;
}

/**
 * What a form is of its headword, in no reader's words: its steps from the headword outward, as
 * the analyser cut them. Each interface language draws it (`describe`); none when the form is
 * written as the headword.
 */
export type Description = readonly Step[];

/** One way a form comes from a headword. */
export interface Reading {
  /** The headword as a dictionary would list it. */
  readonly headword: string;
  /** From the headword outward; `negative` comes last when the verb is negated. */
  readonly rules: readonly InflectionRule[];
  /** What the form is of the headword: «دریاهایشان» is plural, then with the possessive «شان». */
  readonly description: Description;
  /** What its rules cost, lower likelier; readings are ordered by it and their headwords' use (likelihood.ts). */
  readonly cost: number;
  /** Likely enough to offer a reader (plausibility.ts); an implausible reading is never offered. */
  readonly plausible: boolean;
  /**
   * Far likelier than the form read as its own headword (likelihood.ts): «بود» is «بودن» before
   * it is the noun. The reading page shows it before the form's own entry; search does not.
   */
  readonly beforeForm: boolean;
}

/** The rules that name the headword («جمعِ کتاب», "plural of کتاب"): the first of a reading's opens its line. */
export const NAMING_RULES = [
  'plural',
  'broken-plural',
  'comparative',
  'superlative',
  'present',
  'past',
  'perfect',
  'pluperfect',
  'participle',
  'agent',
  'subjunctive',
  'future',
  'imperative',
] as const satisfies readonly InflectionRule[];
/** The rules said after it, with the suffix or prefix they were written with («با ضمیرِ ملکیِ «شان»»). */
export const ADDED_RULES = [
  'plural',
  'possessive',
  'indefinite',
  'passive',
  'negative',
  'copula',
] as const satisfies readonly InflectionRule[];

type NamingRule = (typeof NAMING_RULES)[number];
type AddedRule = (typeof ADDED_RULES)[number];

/** The words a language draws a description with (the interface's tables, src/web/i18n/). */
export interface DescriptionWords {
  readonly naming: Readonly<Record<NamingRule, (values: { headword: string }) => string>>;
  readonly added: Readonly<Record<AddedRule, (values: { mark: string }) => string>>;
  /** A spoken form said as it is written first: «می‌خواهم (گفتاری)», "می‌خواهم (spoken)". */
  readonly spoken: (values: { written: string }) => string;
  /** Between the parts of one line: «، », ", ". */
  readonly separator: string;
}

const isNaming = (rule: InflectionRule): rule is NamingRule => (NAMING_RULES as readonly string[]).includes(rule);
const isAdded = (rule: InflectionRule): rule is AddedRule => (ADDED_RULES as readonly string[]).includes(rule);

/**
 * The reader's line for a reading of `headword`: the first naming rule (or the bare headword), then
 * the rest. A spoken form says first how it is written: «می‌خواهم (گفتاری)، مضارع از خواستن»,
 * «خانه (گفتاری)».
 */
export function describe(headword: string, description: Description, words: DescriptionWords): string {
  const spoken = description.find((step) => step.rule === 'colloquial');
  if (spoken !== undefined) {
    const inner = description.filter((step) => step.rule !== 'colloquial' && step.rule !== 'object');
    const said = words.spoken({ written: spoken.mark });
    if (inner.length === 0 || (inner.length === 1 && inner[0]?.rule === 'copula')) return said;
    return [said, writtenLine(headword, inner, words)].join(words.separator);
  }
  return writtenLine(headword, description, words);
}

function writtenLine(headword: string, steps: Description, words: DescriptionWords): string {
  const naming = steps.find((step) => isNaming(step.rule));
  const parts = [naming !== undefined && isNaming(naming.rule) ? words.naming[naming.rule]({ headword }) : headword];
  for (const step of steps) {
    if (step !== naming && isAdded(step.rule)) parts.push(words.added[step.rule]({ mark: step.mark }));
  }
  return parts.join(words.separator);
}
