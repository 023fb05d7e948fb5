/**
 * A verb's written forms, made by the analyser's own tables run forwards: its prefixes
 * (verb-prefixes.ts), endings and auxiliaries (verb-forms.ts), stems (verb-stems.ts). Each tense is
 * a row of persons, positive and negative; spoken-conjugation.ts gives the colloquial form beside each.
 */
import { COPULA_STEMS } from './auxiliaries';
import { ZWNJ } from './inflection-text';
import { PREFIXES } from './verb-prefixes';
import {
  FUTURE_AUXILIARY,
  NO_MI,
  PERFECT_ENDINGS,
  PERSON_ENDINGS,
  PLUPERFECT_AUXILIARY,
  SUBJUNCTIVE_AUXILIARY,
} from './verb-forms';
import { verbParts, type VerbParts } from './verb-stems';

/** The tenses a conjugation table shows, in the order a grammar teaches them. */
export const TENSES = [
  'present',
  'past',
  'imperfect',
  'subjunctive',
  'imperative',
  'future',
  'perfect',
  'pluperfect',
  'progressive',
  'past-progressive',
] as const;
export type Tense = (typeof TENSES)[number];

/** The prefixes as the analyser's table writes them: «می», «نمی», «ب», «ن». */
const prefixText = (kind: 'continuous' | 'subjunctive' | 'none', negative: boolean): string =>
  PREFIXES.find((prefix) => prefix.kind === kind && prefix.negative === negative && prefix.beforeAlef !== true)?.text ??
  '';
export const MI = prefixText('continuous', false);
export const NEGATIVE_MI = prefixText('continuous', true);
export const BE = prefixText('subjunctive', false);
export const NE = prefixText('none', true);

/** The past's endings: the present's, bar the third singular's, which is none («رفت»). */
export const PAST_ENDINGS = PERSON_ENDINGS.map((ending, person) => (person === 2 ? '' : ending));
/** The imperative's two persons, singular and plural, as indexes into PERSON_ENDINGS. */
export const IMPERATIVE_PERSONS = [1, 4] as const;

/**
 * A prefix before a stem: «می» and «نمی» with a ZWNJ; «ب» and «ن» take the glide before a stem in
 * «آ» («بیاور», «نیامد») and write it for the alef of one in «ا» («بینداز», «نیفتاد»), not «ای» («بایست»).
 */
export function withPrefix(prefix: string, stem: string): string {
  if (prefix === '') return stem;
  if (prefix === MI || prefix === NEGATIVE_MI) return `${prefix}${ZWNJ}${stem}`;
  if (stem.startsWith('آ')) return `${prefix}یا${stem.slice(1)}`;
  if (stem.startsWith('ا') && !stem.startsWith('ای')) return `${prefix}ی${stem.slice(1)}`;
  return `${prefix}${stem}`;
}

/** A present stem in a long «ا» takes the glide «ی» before an ending: «گشایم», «آید». */
export function withEnding(stem: string, ending: string): string {
  return ending !== '' && /[اآ]$/.test(stem) ? `${stem}ی${ending}` : `${stem}${ending}`;
}

/** Each person's form. */
const persons = (form: (ending: string, person: number) => string, endings: readonly string[] = PERSON_ENDINGS) =>
  endings.map(form);

/** «داشتن», whose stems make the progressive: «دارم می‌روم», «داشتم می‌رفتم». */
const HAVE = verbParts('داشتن') as VerbParts;

/** One tense: its forms by person, positive and negative (none for a tense that has no negative). */
export interface TenseRow {
  readonly tense: Tense;
  readonly positive: readonly string[];
  readonly negative: readonly string[];
}

/**
 * The written forms of a verb, tense by tense: the present-stem tenses only when the stem is known.
 * «داشتن» takes no «می» and makes its subjunctive and imperative with «داشته باش»; «بودن»'s present
 * is «هستم» and its subjunctive «باشم»; neither has a progressive.
 */
export function writtenTenses(verb: VerbParts): TenseRow[] {
  const { before, preverb, past, present } = verb;
  const whole = (form: string) => `${before}${preverb}${form}`;
  const be = verb.takesBe ? BE : '';
  const participle = `${past}ه`;
  const perfect = (stem: string, negative: boolean) =>
    PERFECT_ENDINGS.map((ending) =>
      whole(`${withPrefix(negative ? NE : '', stem)}${ending === 'است' ? ' ' : ZWNJ}${ending}`),
    );
  const pluperfect = (negative: boolean) =>
    persons(
      (ending) => whole(`${withPrefix(negative ? NE : '', participle)} ${PLUPERFECT_AUXILIARY}${ending}`),
      PAST_ENDINGS,
    );
  const rows: TenseRow[] = [];
  const row = (tense: Tense, positive: readonly string[], negative: readonly string[] = []) =>
    rows.push({ tense, positive, negative });

  const copula = verb.infinitive === 'بودن' && preverb === '';
  // «دارم», «دوست دارم», but «برمی‌دارم»: a preverb makes another verb of «داشتن».
  const noMi = present !== undefined && preverb === '' && NO_MI.has(present);
  if (copula) {
    // The third person is «است» (auxiliaries.ts reads it as «بودن»'s), its negative «نیست».
    const copulaForm = (stem: string, fallback: string) => (e: string, p: number) => (p === 2 ? fallback : stem + e);
    row(
      'present',
      persons(copulaForm(COPULA_STEMS.positive, 'است')).map(whole),
      persons(copulaForm(COPULA_STEMS.negative, COPULA_STEMS.negative)).map(whole),
    );
  } else if (present !== undefined) {
    const stemmed = (prefix: string) => (ending: string) => whole(withPrefix(prefix, withEnding(present, ending)));
    row('present', persons(stemmed(noMi ? '' : MI)), persons(stemmed(noMi ? NE : NEGATIVE_MI)));
  }
  row(
    'past',
    persons((e) => whole(`${past}${e}`), PAST_ENDINGS),
    persons((e) => whole(withPrefix(NE, past) + e), PAST_ENDINGS),
  );
  row(
    'imperfect',
    persons((e) => whole(withPrefix(MI, past) + e), PAST_ENDINGS),
    persons((e) => whole(withPrefix(NEGATIVE_MI, past) + e), PAST_ENDINGS),
  );
  if (noMi) {
    const auxiliary = (negative: boolean, ending: string) =>
      whole(`${withPrefix(negative ? NE : '', participle)} ${SUBJUNCTIVE_AUXILIARY}${ending}`);
    row(
      'subjunctive',
      persons((e) => auxiliary(false, e)),
      persons((e) => auxiliary(true, e)),
    );
    const imperative = IMPERATIVE_PERSONS.map((p) => (p === 1 ? '' : (PERSON_ENDINGS[p] ?? '')));
    row(
      'imperative',
      imperative.map((e) => auxiliary(false, e)),
      imperative.map((e) => auxiliary(true, e)),
    );
  } else if (present !== undefined) {
    const positive = copula ? '' : be;
    const stemmed = (prefix: string) => (ending: string) =>
      whole(withPrefix(prefix, withEnding(ending === '' ? (verb.imperative ?? present) : present, ending)));
    row('subjunctive', persons(stemmed(positive)), persons(stemmed(NE)));
    const imperative = IMPERATIVE_PERSONS.map((p) => (p === 1 ? '' : (PERSON_ENDINGS[p] ?? '')));
    row('imperative', imperative.map(stemmed(positive)), imperative.map(stemmed(NE)));
  }
  const future = (prefix: string) => (e: string) => `${before}${preverb}${prefix}${FUTURE_AUXILIARY}${e} ${past}`;
  row('future', persons(future('')), persons(future(NE)));
  row('perfect', perfect(participle, false), perfect(participle, true));
  row('pluperfect', pluperfect(false), pluperfect(true));
  if (present !== undefined && !noMi && !copula) {
    const presentRow = rows[0]?.positive ?? [];
    const imperfect = rows.find((r) => r.tense === 'imperfect')?.positive ?? [];
    row(
      'progressive',
      persons((e, p) => `${HAVE.present ?? ''}${e} ${presentRow[p] ?? ''}`),
    );
    row(
      'past-progressive',
      persons((e, p) => `${HAVE.past}${e} ${imperfect[p] ?? ''}`, PAST_ENDINGS),
    );
  }
  return rows;
}
