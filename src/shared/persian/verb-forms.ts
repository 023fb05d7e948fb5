/**
 * Verb forms to their infinitive: the prefixes «می» «نمی» «ب» «ن», the personal endings, past
 * stems (the infinitive less «ن»), present stems (our table, else «یدن», or «دن» after «ان»),
 * the perfect («رفته‌ام»), the pluperfect («رفته بودم»), the participle («رفته») and the future
 * («خواهند گفت»).
 */
import type { InflectionRule, Step } from './inflection-rules';
import { PRESENT_STEMS } from './present-stems';
import { cut, foldKey, letterCount, ZWNJ } from './inflection-text';

/** A verb reading before the analyser names it. */
export interface VerbReading {
  readonly infinitive: string;
  readonly steps: readonly Step[];
  readonly cost: number;
}

const STEMS = new Map([...PRESENT_STEMS].map(([stem, infinitive]) => [foldKey(stem), infinitive]));

const PERSONAL = ['ییم', 'یید', 'یند', 'یم', 'ید', 'ند', 'یی', 'م', 'ی', 'د', ''] as const;
const PERFECT = ['ام', 'ای', 'است', 'ایم', 'اید', 'اند'] as const;
const FUTURE_RE = /^(ن?)خواه(?:م|ی|د|یم|ید|ند)\u200C(.+)$/;
const PLUPERFECT_RE = /^(.+ه)\u200Cبود(?:م|ی|یم|ید|ند)?$/;

interface Prefix {
  readonly text: string;
  readonly kind: 'continuous' | 'subjunctive' | 'none';
  readonly negative: boolean;
  readonly cost: number;
  /** «بیا», «نیامد»: the glide «ی» stands before a stem that starts with «ا» or «آ». */
  readonly beforeAlef?: true;
}

const PREFIXES: readonly Prefix[] = [
  { text: 'نمی', kind: 'continuous', negative: true, cost: 0.5 },
  { text: 'می', kind: 'continuous', negative: false, cost: 0.5 },
  { text: 'بی', kind: 'subjunctive', negative: false, cost: 1.5, beforeAlef: true },
  { text: 'نی', kind: 'none', negative: true, cost: 0.7, beforeAlef: true },
  { text: 'ب', kind: 'subjunctive', negative: false, cost: 1.5 },
  { text: 'ن', kind: 'none', negative: true, cost: 0.8 },
  { text: '', kind: 'none', negative: false, cost: 0 },
];

// Past stems end in «د», or in «ت» after «ف س ش خ» (گفت، نشست، داشت، ساخت); none holds a ZWNJ.
const PAST_STEM_RE = /(?:د|[فسشخ]ت)$/;

function isPastStem(stem: string): boolean {
  return letterCount(stem) >= 2 && PAST_STEM_RE.test(stem) && !stem.includes(ZWNJ);
}

/** Present stems that take no «می»: «دارم», «ندارم» are present, not subjunctive. */
const NO_MI = new Set(['دار']);

/** Infinitives a present stem may have, with what each guess costs. */
function fromPresent(stem: string): [string, number][] {
  const known = STEMS.get(foldKey(stem));
  if (known !== undefined) return [[known, 0]];
  if (letterCount(stem) < 2 || stem.includes(ZWNJ)) return [];
  const guesses: [string, number][] = [];
  if (stem.endsWith('ان')) guesses.push([`${stem}دن`, 1]);
  guesses.push([`${stem}یدن`, 1.5]);
  return guesses;
}

function withNegative(steps: Step[], prefix: Prefix): Step[] {
  return prefix.negative ? [...steps, { rule: 'negative', mark: 'ن' }] : steps;
}

function participleReadings(body: string, prefix: Prefix, out: VerbReading[]): void {
  for (const ending of PERFECT) {
    const participle = cut(body, ending);
    if (participle === undefined || !participle.endsWith('ه')) continue;
    const stem = participle.slice(0, -1);
    if (isPastStem(stem)) {
      const steps = withNegative([{ rule: 'perfect', mark: ending }], prefix);
      out.push({ infinitive: `${stem}ن`, steps, cost: 0.8 + prefix.cost });
    }
  }
  if (body.endsWith('ه') && prefix.kind === 'none' && isPastStem(body.slice(0, -1))) {
    const steps = withNegative([{ rule: 'participle', mark: 'ه' }], prefix);
    out.push({ infinitive: `${body.slice(0, -1)}ن`, steps, cost: 1.5 + prefix.cost });
  }
}

// «بیا…», «نیا…»: the glide after «ب» or «ن» before a stem in «ا»; read without the prefix, less likely.
const GLIDE_START_RE = /^[بن]یا/;

function personalReadings(word: string, body: string, prefix: Prefix, out: VerbReading[]): void {
  const glued = prefix.text === '' && GLIDE_START_RE.test(word) ? 1 : 0;
  for (const ending of PERSONAL) {
    const stem = ending === '' ? body : body.endsWith(ending) ? body.slice(0, -ending.length) : undefined;
    if (stem === undefined || stem === '' || stem.endsWith(ZWNJ)) continue;
    // Between readings that cost the same, the one that cut the longer ending wins.
    const cost = 1 + prefix.cost + glued + (3 - ending.length) * 0.01;
    if (prefix.kind !== 'subjunctive' && ending !== 'د' && isPastStem(stem)) {
      const steps = withNegative([{ rule: 'past', mark: ending }], prefix);
      // A bare past stem is the third person; an ending is the likelier cut when both fit, above
      // all when the stem would end in the plural ending «ند».
      const bare = ending === '' ? (stem.endsWith('ند') ? 1.5 : 0.5) : 0;
      out.push({ infinitive: `${stem}ن`, steps, cost: cost + bare });
    }
    // A bare present stem is an imperative, which only takes «ب» or «ن».
    if (ending === '' && (prefix.text === '' || prefix.kind === 'continuous')) continue;
    const rule: InflectionRule =
      prefix.kind === 'subjunctive' || (prefix.negative && prefix.kind === 'none' && !NO_MI.has(stem))
        ? 'subjunctive'
        : 'present';
    const bare = prefix.kind === 'none' && !prefix.negative ? 2.5 : 0;
    for (const [infinitive, guess] of fromPresent(stem)) {
      const steps = withNegative([{ rule, mark: ending }], prefix);
      out.push({ infinitive, steps, cost: cost + guess + bare });
    }
  }
}

/** Every verb reading of `word` (spaces already turned into ZWNJ). */
export function verbReadings(word: string): VerbReading[] {
  const out: VerbReading[] = [];
  const future = FUTURE_RE.exec(word);
  if (future !== null) {
    const stem = future[2] ?? '';
    const negative = future[1] === 'ن';
    const steps: Step[] = [{ rule: 'future', mark: 'خواه' }];
    if (negative) steps.push({ rule: 'negative', mark: 'ن' });
    if (isPastStem(stem)) out.push({ infinitive: `${stem}ن`, steps, cost: 0.5 });
    return out;
  }
  const pluperfect = PLUPERFECT_RE.exec(word);
  const pastStem = pluperfect?.[1]?.slice(0, -1) ?? '';
  if (isPastStem(pastStem)) {
    out.push({ infinitive: `${pastStem}ن`, steps: [{ rule: 'pluperfect', mark: 'بود' }], cost: 1 });
  }
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix.text)) continue;
    let body = word.slice(prefix.text.length);
    if (body.startsWith(ZWNJ)) body = body.slice(1);
    if (prefix.beforeAlef === true && !/^[اآ]/.test(body)) continue;
    if (body === '') continue;
    participleReadings(body, prefix, out);
    personalReadings(word, body, prefix, out);
  }
  return out;
}
