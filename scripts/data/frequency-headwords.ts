/**
 * How often each headword is used, from how often its forms were written: a form's count is shared
 * among the headwords it may be a form of (itself, and the analyser's plausible readings a store
 * holds), in proportion to how likely each reading is and how common each headword already looks.
 * A few rounds of that (expectation–maximisation) let «کنه» go to «کردن», whose other forms are
 * everywhere, rather than to «کنه» (a tick); «باران» stays «باران», its plural reading of «بار» dear.
 * Where the written treebank says which lemma its writers meant by a form («بود» the verb, «مردم»
 * the people, not «I died»), that settles the form's share instead.
 */
import { analyse } from '../../src/shared/persian/inflection';
import { SPOKEN_COST } from '../../src/shared/persian/spoken-spelling';
import { READINGS_WEIGHED } from '../../src/shared/persian/recognise';
import { exactKey } from '../../src/shared/persian/normalise';
import { NO_WEIGHTS } from '../../src/shared/persian/use-weights';
import { VERB_RULES, type Reading } from '../../src/shared/persian/inflection-rules';
import { isBareStem } from '../../src/shared/persian/likelihood';
import { BARE_LIGHT_VERBS } from '../../src/shared/persian/verb-stems';
import { isEverydayVerb } from '../../src/shared/persian/verb-forms';
import { PREVERBS } from '../../src/shared/persian/verb-prefixes';

/** How fast a reading's weight falls with its cost: a cost of 1 weighs e⁻² of the form itself. */
const COST_WEIGHT = 2;
/** An everyday verb's forms are far commoner than the words they look like («شد», «کرد», «بره»). */
const EVERYDAY_VERB = 30;
/** The treebank's own count of a form outweighs the readings' guess once it has this many tokens. */
const EVIDENCE_PRIOR = 1;
const ROUNDS = 30;

interface Share {
  readonly key: string;
  readonly weight: number;
}

/** Lemmas a written treebank gives each form (their exact keys), with how often. */
export type LemmaEvidence = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * The verbs whose present is written bare, with neither «می» nor «ب»: the light verbs compounds
 * say their subjunctive with («کار کنم», «آماده شود»), «داشتن» («دارم») and the auxiliaries
 * («باشد», «تواند», «باید»). Another verb's bare present («کاری» of «کاشتن», «آرایم») is rare beside
 * a noun with an ending, however everyday the verb.
 */
const BARE_PRESENT_VERBS: ReadonlySet<string> = new Set([
  ...BARE_LIGHT_VERBS,
  ...['داشتن', 'بودن', 'هستن', 'توانستن', 'خواستن', 'بایستن'],
]);
const CONTINUOUS_RE = /^ن?می/;

function isRareBarePresent(form: string, { headword, description }: Reading): boolean {
  const [first] = description;
  return first?.rule === 'present' && !CONTINUOUS_RE.test(form) && !BARE_PRESENT_VERBS.has(headword);
}

/** The headwords a form may be of, each with how likely that reading is on its own. */
function sharesOf(form: string, store: ReadonlyMap<string, string>): Share[] {
  const own = exactKey(form);
  const shares: Share[] = store.has(own) ? [{ key: own, weight: 1 }] : [];
  const seen = new Set([own]);
  // The rules alone: the analyser's weights by use are made from this list (build-use-weights.ts).
  const readings = analyse(form, READINGS_WEIGHED, NO_WEIGHTS).filter(
    ({ plausible, headword }) => plausible && store.has(exactKey(headword)),
  );
  // A simple verb read under a preverb («گشتن» of «برگشت») is the compound's form when the store
  // holds the compound, as the analyser ranks it (verb-forms.ts): else the simple verb, common
  // everywhere, would take every compound's forms over the rounds.
  const compounds = new Set(readings.map(({ headword }) => exactKey(headword)));
  const underPreverb = (headword: string) =>
    PREVERBS.some((preverb) => compounds.has(exactKey(`${preverb}${headword}`)));
  for (const reading of readings) {
    const key = exactKey(reading.headword);
    if (seen.has(key) || (reading.rules.some((rule) => VERB_RULES.has(rule)) && underPreverb(reading.headword)))
      continue;
    // A bare present stem that is a headword itself is that word: «کار» is work before it is
    // «plant!» (کاشتن), «نه» no before «put!» (نهادن); the imperative is said with «ب», but for
    // the verbs below in their compounds («نگه دار», «صبر کن»).
    if (store.has(own) && isBareStem(reading.description) && !BARE_PRESENT_VERBS.has(reading.headword)) continue;
    seen.add(key);
    // A spoken spelling's cost only ranks it after the written readings (plausibility.ts): a
    // subtitle is speech written down, where it is the likelier reading.
    const cost = Math.max(0, reading.rules.includes('colloquial') ? reading.cost - SPOKEN_COST : reading.cost);
    const everyday = isEverydayVerb(reading.headword) && !isRareBarePresent(form, reading) ? EVERYDAY_VERB : 1;
    shares.push({ key, weight: everyday * Math.exp(-COST_WEIGHT * cost) });
  }
  // A word no headword of the store explains is counted as its own headword: another
  // dictionary may hold it.
  return shares.length > 0 ? shares : [{ key: own, weight: 1 }];
}

/** The shares the treebank's lemmas give a form, blended with the readings' own; undefined without evidence. */
function evidenced(shares: readonly Share[], seen: ReadonlyMap<string, number> | undefined): Share[] | undefined {
  if (seen === undefined) return undefined;
  const known = shares.filter(({ key }) => seen.has(key));
  if (known.length === 0) return undefined;
  const total = shares.reduce((sum, { weight }) => sum + weight, 0);
  const tokens = known.reduce((sum, { key }) => sum + (seen.get(key) ?? 0), 0);
  return shares.map(({ key, weight }) => ({
    key,
    weight: ((seen.get(key) ?? 0) + (EVIDENCE_PRIOR * weight) / total) / (tokens + EVIDENCE_PRIOR),
  }));
}

/**
 * Each headword (by the store's spelling, or the form's where the store has none) with the share
 * of the forms' counts it earns, commonest first; ties in code-unit order, so a build is byte-stable.
 */
export function headwordCounts(
  forms: ReadonlyMap<string, number>,
  store: ReadonlyMap<string, string>,
  lemmas: LemmaEvidence = new Map(),
): [string, number][] {
  const readings = [...forms].map(([form, count]) => {
    const shares = sharesOf(form, store);
    // Evidence fixes a form's shares once: the rounds below leave them as they are.
    return { form, count, shares, fixed: evidenced(shares, lemmas.get(exactKey(form))) };
  });
  let prior = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    const earned = new Map<string, number>();
    for (const { count, shares, fixed } of readings) {
      const weights = fixed?.map(({ weight }) => weight) ?? shares.map(({ key, weight }) => weight * (prior.get(key) ?? 1));
      const total = weights.reduce((sum, w) => sum + w, 0);
      shares.forEach(({ key }, i) => earned.set(key, (earned.get(key) ?? 0) + (count * (weights[i] ?? 0)) / total));
    }
    prior = earned;
  }
  const spelling = new Map<string, string>();
  for (const { form } of readings) if (!spelling.has(exactKey(form))) spelling.set(exactKey(form), form);
  return [...prior]
    .map(([key, count]): [string, number] => [store.get(key) ?? spelling.get(key) ?? key, Math.round(count)])
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
}
