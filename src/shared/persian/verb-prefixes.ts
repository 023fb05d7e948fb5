/**
 * What stands before a verb's stem: the aspect and mood prefixes («می» «نمی» «ب» «ن», the
 * negative imperative «م»), and the preverbs of compound verbs («برداشت», «درمی‌آیند»,
 * «فرورفت»), which a dictionary lists both with the preverb and under the simple verb.
 */

export interface Prefix {
  readonly text: string;
  readonly kind: 'continuous' | 'subjunctive' | 'none';
  readonly negative: boolean;
  readonly cost: number;
  /** «بیا», «نیامد»: the glide «ی» stands before a stem that starts with «ا» or «آ». */
  readonly beforeAlef?: true;
  /** «مکن», «مخورید»: the old negative imperative, only on a present stem, bare or with «ید». */
  readonly imperative?: true;
  /** None, after a preverb: there the bare present is the subjunctive («برگردانم», «درآورم»), which takes no «ب». */
  readonly afterPreverb?: true;
}

export const PREFIXES: readonly Prefix[] = [
  { text: 'نمی', kind: 'continuous', negative: true, cost: 0.5 },
  { text: 'می', kind: 'continuous', negative: false, cost: 0.5 },
  { text: 'بی', kind: 'subjunctive', negative: false, cost: 1.2, beforeAlef: true },
  { text: 'نی', kind: 'none', negative: true, cost: 0.7, beforeAlef: true },
  { text: 'ب', kind: 'subjunctive', negative: false, cost: 1 },
  { text: 'ن', kind: 'none', negative: true, cost: 0.5 },
  { text: 'م', kind: 'subjunctive', negative: true, cost: 1.8, imperative: true },
  { text: '', kind: 'none', negative: false, cost: 0 },
];

/** The empty prefix after a preverb. */
export const AFTER_PREVERB: Prefix = { text: '', kind: 'none', negative: false, cost: 0, afterPreverb: true };

/** Preverbs, longest first so «فرو» is tried before «فر…» could be. */
export const PREVERBS = ['فرو', 'فرا', 'باز', 'بر', 'در', 'ور', 'وا'] as const;
/** A compound verb as a headword is the likelier entry; the simple verb under it follows. */
export const COMPOUND_COST = 0.2;
export const SIMPLE_COST = 0.5;
