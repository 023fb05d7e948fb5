/**
 * The names of what an inflected form carries, and how a reader is told it in Persian. A reading
 * lists its rules from the headword outward: «دریاهایشان» is plural, then possessive.
 */
export type InflectionRule =
  | 'plural'
  | 'broken-plural'
  | 'comparative'
  | 'superlative'
  | 'possessive'
  | 'indefinite'
  | 'present'
  | 'past'
  | 'perfect'
  | 'pluperfect'
  | 'participle'
  | 'agent'
  | 'subjunctive'
  | 'future'
  | 'negative'
  | 'copula'
  | 'imperative'
  | 'passive'
  | 'object'
  | 'colloquial';

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

/** One way a form comes from a headword. */
export interface Reading {
  /** The headword as a dictionary would list it. */
  readonly headword: string;
  /** From the headword outward; `negative` comes last when the verb is negated. */
  readonly rules: readonly InflectionRule[];
  /** What a reader is told, e.g. «جمعِ دریا، با ضمیرِ ملکیِ «شان»». */
  readonly description: string;
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

/** A rule that names the headword («جمعِ کتاب»), given the headword. */
const NAMING: Partial<Record<InflectionRule, (headword: string) => string>> = {
  plural: (h) => `جمعِ ${h}`,
  'broken-plural': (h) => `جمعِ مکسّرِ ${h}`,
  comparative: (h) => `صفتِ برترِ ${h}`,
  superlative: (h) => `صفتِ برترینِ ${h}`,
  present: (h) => `مضارع از ${h}`,
  past: (h) => `گذشته از ${h}`,
  perfect: (h) => `ماضیِ نقلی از ${h}`,
  pluperfect: (h) => `ماضیِ بعید از ${h}`,
  participle: (h) => `صفتِ مفعولی از ${h}`,
  agent: (h) => `صفتِ فاعلی از ${h}`,
  subjunctive: (h) => `التزامی یا امر از ${h}`,
  future: (h) => `آینده از ${h}`,
  imperative: (h) => `امر از ${h}`,
};

/** A rule after the naming one, given the suffix or prefix it was written with. */
const ADDED: Partial<Record<InflectionRule, (mark: string) => string>> = {
  plural: () => 'جمع',
  possessive: (mark) => `با ضمیرِ ملکیِ «${mark}»`,
  indefinite: () => 'با «ی»ِ نکره یا اضافه',
  passive: (mark) => `مجهول با «${mark}»`,
  negative: () => 'منفی',
  copula: (mark) => `با فعلِ ربطیِ «${mark}»`,
};

/** One step of a reading: its rule and the suffix or prefix that showed it. */
export interface Step {
  readonly rule: InflectionRule;
  readonly mark: string;
}

/**
 * The reader's line for a reading: the first naming rule (or the bare headword), then the rest. A
 * spoken form says first how it is written: «می‌خواهم (گفتاری)، مضارع از خواستن», «خانه (گفتاری)».
 */
export function describe(headword: string, steps: readonly Step[]): string {
  const spoken = steps.find((step) => step.rule === 'colloquial');
  if (spoken !== undefined) {
    const inner = steps.filter((step) => step.rule !== 'colloquial' && step.rule !== 'object');
    const said = `${spoken.mark} (گفتاری)`;
    if (inner.length === 0 || (inner.length === 1 && inner[0]?.rule === 'copula')) return said;
    return `${said}، ${writtenLine(headword, inner)}`;
  }
  return writtenLine(headword, steps);
}

function writtenLine(headword: string, steps: readonly Step[]): string {
  const naming = steps.find((step) => NAMING[step.rule] !== undefined);
  const parts = [naming ? (NAMING[naming.rule]?.(headword) ?? headword) : headword];
  for (const step of steps) {
    if (step === naming) continue;
    const added = ADDED[step.rule];
    if (added) parts.push(added(step.mark));
  }
  return parts.join('، ');
}
