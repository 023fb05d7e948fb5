/**
 * Two auxiliaries a dictionary lists under a verb their stem does not show. The present copula
 * («هستم», «نیستند») is «هستن», and after it «بودن», whose present it is. «شدن» is also the
 * passive of a «کردن» light verb: a reader of «انجام شد» may want «انجام کردن», so each of its
 * forms offers «کردن» after its own reading.
 */
import type { VerbReading } from './verb-forms';

/** The present copula's stem and its negative: «هستم», «نیستند». */
export const COPULA_STEMS = { positive: 'هست', negative: 'نیست' } as const;
/** «هست», «هستند», «نیستم»: the copula's stem with a personal ending or none. */
const COPULA_RE = new RegExp(`^(?:${COPULA_STEMS.positive}|(${COPULA_STEMS.negative}))(یم|ید|ند|م|ی)?$`);
/** Likelier than a possessive on a look-alike («نیستم» read as «my nothingness»). */
const COPULA_COST = 0.9;
/** The same reading, for a dictionary that lists «هستم» under «بودن»: next, before any other, however common. */
const BUDAN_COST = 0.01;

/** As verb-forms.ts spells it (the present-stem table's spelling), also under a preverb («برشود»). */
const PASSIVE = 'شدن';
/** After the «شدن» reading and every likelier one: never before the form's own verb. */
const PASSIVE_COST = 1.5;

/** The copula readings of `word`, and «کردن» after each «شدن» of `verbs`. */
export function auxiliaryReadings(word: string, verbs: readonly VerbReading[]): VerbReading[] {
  const out: VerbReading[] = [];
  // «است», the copula a dictionary lists under «بودن».
  if (word === 'است') out.push({ infinitive: 'بودن', steps: [{ rule: 'present', mark: '' }], cost: COPULA_COST });
  const copula = COPULA_RE.exec(word);
  if (copula !== null) {
    const ending = copula[2] ?? '';
    const negative = copula[1] !== undefined;
    const steps = [
      { rule: 'present', mark: ending } as const,
      ...(negative ? [{ rule: 'negative', mark: 'ن' } as const] : []),
    ];
    out.push(
      { infinitive: 'هستن', steps, cost: COPULA_COST },
      { infinitive: 'بودن', steps, cost: COPULA_COST + BUDAN_COST, after: 'هستن' },
    );
  }
  for (const { infinitive, steps, cost } of verbs) {
    if (infinitive !== PASSIVE) continue;
    // «نشد»: past of «کردن», made passive with «شدن», negated; `negative` stays the last rule.
    const passive = [...steps.filter((step) => step.rule !== 'negative'), { rule: 'passive', mark: 'شدن' } as const];
    const negated = steps.filter((step) => step.rule === 'negative');
    out.push({ infinitive: 'کردن', steps: [...passive, ...negated], cost: cost + PASSIVE_COST });
  }
  return out;
}
