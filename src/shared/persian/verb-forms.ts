/**
 * Verb forms to their infinitive: the prefixes and preverbs of verb-prefixes.ts, the personal
 * endings, past stems (the infinitive less «ن»), present stems (our table, else «یدن», or «دن»
 * after «ان»), the perfect («رفته‌ام»), the pluperfect («رفته بودم»), the participle («رفته»,
 * «می‌کرده») and the future («خواهند گفت»).
 */
import type { InflectionRule, Step } from './inflection-rules';
import { PRESENT_STEMS } from './present-stems';
import { cut, foldKey, foldsSomething, letterCount, ZWNJ } from './inflection-text';
import { AFTER_PREVERB, COMPOUND_COST, PREFIXES, PREVERBS, SIMPLE_COST, type Prefix } from './verb-prefixes';

/** A verb reading before the analyser names it. */
export interface VerbReading {
  readonly infinitive: string;
  readonly steps: readonly Step[];
  readonly cost: number;
  /**
   * The key (foldKey) of another reading's headword this one comes after, however common its own:
   * the compound a simple verb is read under («داشتن» after «برداشتن» for «برداشت»).
   */
  readonly after?: string;
  /** Its infinitive is the rules' guess from a present stem no table holds («رس» → «رسیدن»). */
  readonly guessed?: boolean;
}

/**
 * Whether the verb's body being read holds a letter `foldKey` changes (a ZWNJ, a hamza): when it
 * holds none, neither does any stem cut from it, and the tables are looked up as spelled. Set by
 * `simpleVerbReadings` for each body it reads, synchronously; `foldKey` on every stem cost a
 * tenth of the analyser's time.
 */
let folds = true;
const key = (text: string): string => (folds ? foldKey(text) : text);

const STEMS = new Map([...PRESENT_STEMS].map(([stem, infinitive]) => [foldKey(stem), infinitive]));
/**
 * The verbs of the irregular table are the everyday ones: a reading as one of them is likelier
 * than a noun that looks the same («داشت», «رفتم») or a guessed verb («کند» as «کندن»).
 */
const KNOWN = new Map([...PRESENT_STEMS.values()].flat().map((infinitive) => [foldKey(infinitive), infinitive]));
const KNOWN_VERB = -0.6;

/** Whether `infinitive` is a verb of the stem table: an everyday verb every dictionary holds. */
export function isKnownVerb(infinitive: string): boolean {
  // The readings spell a known verb as the table does (pastInfinitive, fromPresent): no fold needed.
  return KNOWN_SPELLED.has(infinitive);
}
const KNOWN_SPELLED = new Set(KNOWN.values());

/** A verb of the stem table, or one with a preverb before it («برگشتن»). */
export function isEverydayVerb(infinitive: string): boolean {
  if (isKnownVerb(infinitive)) return true;
  // A loop, not `some`: the weighing asks this of every draft, most of them no verb at all.
  for (const preverb of PREVERBS)
    if (infinitive.startsWith(preverb) && isKnownVerb(infinitive.slice(preverb.length))) return true;
  return false;
}

/** The infinitive of a past stem, spelled as the table spells it when it is a known verb («آمدن»). */
function pastInfinitive(stem: string): string {
  return KNOWN.get(key(`${stem}ن`)) ?? `${stem}ن`;
}

/** The personal endings by person (1st, 2nd, 3rd singular; 1st, 2nd, 3rd plural); the past's 3rd singular has none. */
export const PERSON_ENDINGS = ['م', 'ی', 'د', 'یم', 'ید', 'ند'] as const;
const [FIRST, SECOND, THIRD, FIRST_PLURAL, SECOND_PLURAL, THIRD_PLURAL] = PERSON_ENDINGS;
/** Longest first, each after a stem in a vowel with its glide too («گشاییم»), and none (the bare stem). */
const PERSONAL = [
  `ی${FIRST_PLURAL}`,
  `ی${SECOND_PLURAL}`,
  `ی${THIRD_PLURAL}`,
  FIRST_PLURAL,
  SECOND_PLURAL,
  THIRD_PLURAL,
  `ی${SECOND}`,
  FIRST,
  SECOND,
  THIRD,
  '',
] as const;
/** The endings after a glide: «گشاییم», «گویی». */
export const GLIDED: ReadonlySet<string> = new Set([
  `ی${FIRST_PLURAL}`,
  `ی${SECOND_PLURAL}`,
  `ی${THIRD_PLURAL}`,
  `ی${SECOND}`,
]);
/** The perfect's endings, by person as PERSON_ENDINGS: «رفته‌ام», «رفته است». */
export const PERFECT_ENDINGS = ['ام', 'ای', 'است', 'ایم', 'اید', 'اند'] as const;
/** The auxiliaries' stems: the future's («خواهم رفت»), the pluperfect's and the perfect subjunctive's. */
export const FUTURE_AUXILIARY = 'خواه';
export const PLUPERFECT_AUXILIARY = 'بود';
export const SUBJUNCTIVE_AUXILIARY = 'باش';
const ENDING_RE = PERSON_ENDINGS.join('|');
const FUTURE_RE = new RegExp(`^(ن?)${FUTURE_AUXILIARY}(?:${ENDING_RE})\u200C(.+)$`);
// «رفته بودم», and the perfect subjunctive «رفته باشم».
const PLUPERFECT_RE = new RegExp(`^(.+ه)\u200C(${PLUPERFECT_AUXILIARY}|${SUBJUNCTIVE_AUXILIARY})(?:${ENDING_RE})?$`);

// Past stems end in «د», or in «ت» after «ف س ش خ» (گفت، نشست، داشت، ساخت); none holds a ZWNJ.
export const PAST_STEM_RE = /(?:د|[فسشخ]ت)$/;

function isPastStem(stem: string): boolean {
  if (letterCount(stem) < 2 || !PAST_STEM_RE.test(stem) || stem.includes(ZWNJ)) return false;
  // The table's present stem is no past stem of a verb it lacks: «گرده» is «گردد», not a «گردن»'s participle.
  return !STEMS.has(key(stem)) || KNOWN.has(key(`${stem}ن`));
}

/** The light verbs a noun joins to as one word («پاشدن», «ولکردن»), by past stem. */
const JOINED_LIGHT_PAST = /..(?:شد|کرد)$/;

/**
 * Whether a past stem no table holds ends in «شد» or «کرد» after a word: no simple verb does, so
 * it is a noun joined to the light verb, which takes «می» and «ن» itself («پامی‌شد»), and
 * «می‌پاشد» is «پاشیدن»'s present, not a «پاشدن»'s past.
 */
function isJoinedLightVerb(stem: string): boolean {
  return JOINED_LIGHT_PAST.test(stem) && !KNOWN.has(key(`${stem}ن`));
}

/** What a past stem's reading costs beyond its cuts: known verbs less, two letters (بد، شد) more. */
function pastCost(stem: string): number {
  if (KNOWN.has(key(`${stem}ن`))) return KNOWN_VERB;
  return letterCount(stem) < 3 ? 1 : 0;
}

/** Present stems that take no «می»: «دارم», «ندارم» are present, not subjunctive. */
export const NO_MI = new Set(['دار']);

/** The longest present stem a verb the table lacks is guessed for. */
const MAX_REGULAR_STEM = 7;

/** A stem in «ا» or «آ» with the glide its endings take: «گشای», «آی» (never «ای»: «بایم» is no «بیایم»). */
const GLIDE_END_RE = /(?:.[اآ]|^آ)ی$/;

/** The table's infinitives of a present stem, or of it less the glide («گشای», «نمای», «آرای»). */
function listedInfinitives(stem: string): readonly string[] | undefined {
  return STEMS.get(key(stem)) ?? (GLIDE_END_RE.test(stem) ? STEMS.get(key(stem.slice(0, -1))) : undefined);
}

/** Infinitives a present stem may have, with what each costs, and whether the rules guessed it. */
function fromPresent(stem: string): [string, number, boolean][] {
  const known = listedInfinitives(stem);
  const guesses: [string, number, boolean][] = (known ?? []).map((infinitive, i) => [
    infinitive,
    KNOWN_VERB + i * 0.5,
    false,
  ]);
  // A regular verb's present stem is short («آشام», «برگردان»): a longer one is a noun's letters.
  const letters = letterCount(stem);
  if (letters < 2 || letters > MAX_REGULAR_STEM || stem.includes(ZWNJ)) return guesses;
  // A known stem may still be a regular verb's too: «گرد» is «گشتن» and «گردیدن».
  const more = known === undefined ? 0 : 1;
  if (stem.endsWith('ان')) guesses.push([`${stem}دن`, 1 + more, true]);
  guesses.push([`${stem}یدن`, 1.5 + more, true]);
  return guesses;
}

function withNegative(steps: Step[], prefix: Prefix): Step[] {
  return prefix.negative ? [...steps, { rule: 'negative', mark: prefix.imperative === true ? 'م' : 'ن' }] : steps;
}

function participleReadings(body: string, prefix: Prefix, out: VerbReading[]): void {
  for (const ending of PERFECT_ENDINGS) {
    const participle = cut(body, ending);
    if (participle === undefined || !participle.endsWith('ه')) continue;
    const stem = participle.slice(0, -1);
    if (isPastStem(stem)) {
      const steps = withNegative([{ rule: 'perfect', mark: ending }], prefix);
      // «سوخته‌ای» is more often a participle with the indefinite «ای» than «you have burnt»; joined
      // to its «ه» («درآمدهای»), «ای» is far more often the plural «ها» with its ezafe.
      const second = ending === 'ای' ? 0.4 : 0;
      const joined = body.endsWith(`ه${ending}`) ? 1 : 0;
      const cost = 0.8 + prefix.cost + second + joined + pastCost(stem);
      out.push({ infinitive: pastInfinitive(stem), steps, cost });
    }
  }
  // «رفته», «نرفته», and «می‌کرده» (what used to happen, as reported).
  const stem = body.slice(0, -1);
  if (body.endsWith('ه') && prefix.kind !== 'subjunctive' && isPastStem(stem)) {
    const steps = withNegative([{ rule: 'participle', mark: 'ه' }], prefix);
    out.push({ infinitive: pastInfinitive(stem), steps, cost: 1.5 + prefix.cost + pastCost(stem) });
  }
}

// «بیا…», «نیا…»: the glide after «ب» or «ن» before a stem in «ا»; read without the prefix, less likely.
const GLIDE_START_RE = /^[بن]یا/;

function personalReadings(word: string, body: string, prefix: Prefix, out: VerbReading[]): void {
  const glued = prefix.text === '' && GLIDE_START_RE.test(word) ? 1 : 0;
  for (const ending of prefix.imperative === true ? IMPERATIVE : PERSONAL) {
    const stem = ending === '' ? body : body.endsWith(ending) ? body.slice(0, -ending.length) : undefined;
    if (stem === undefined || stem === '' || stem.endsWith(ZWNJ)) continue;
    // The «ی» after a stem in «و» is the stem's own where the table holds it so: «می‌شویی» is
    // «شوی» (of «شستن») and «ی», not «شو» (of «شدن», «می‌شوی») and a glide.
    if (GLIDED.has(ending) && stem.endsWith('و') && STEMS.has(key(`${stem}ی`))) continue;
    // Between readings that cost the same, the one that cut the longer ending wins.
    const cost = 1 + prefix.cost + glued + (3 - ending.length) * 0.01;
    // «بگفت», «بفرستاد»: the written «ب» of the old past, rarer than its subjunctive.
    const oldPast = prefix.text === 'ب' ? 1 : 0;
    const past = (prefix.kind !== 'subjunctive' || oldPast > 0) && ending !== 'د' && isPastStem(stem);
    if (past && !(prefix.text !== '' && isJoinedLightVerb(stem))) {
      const steps = withNegative([{ rule: 'past', mark: ending }], prefix);
      // A bare past stem is the third person; an ending is the likelier cut when both fit, above
      // all when the stem would end in the plural ending «ند».
      const bare = ending === '' ? (stem.endsWith('ند') ? 1.5 : 0.5) : 0;
      // «مردی», «شکستی»: the indefinite noun far more often than «you died» in written text.
      const second = ending === 'ی' ? 0.5 : 0;
      const infinitive = pastInfinitive(stem);
      // «بایست», «بایستی» («should») and no other person.
      const rare = THIRD_PERSON_ONLY.has(infinitive) && ending !== '' && ending !== SECOND ? OTHER_PERSON : 0;
      out.push({ infinitive, steps, cost: cost + bare + second + oldPast + rare + pastCost(stem) });
    }
    presentReadings(stem, ending, prefix, cost, out);
  }
}

const OBJECT_PRONOUNS = ['شان', 'تان', 'مان', 'ش', 'ت', 'م'] as const;

/** The person of an object pronoun: 1 («م», «مان»), 2 («ت», «تان»), else 0. */
const pronounPerson = (pronoun: string): number => (pronoun.startsWith('م') ? 1 : pronoun.startsWith('ت') ? 2 : 0);

/** The person of a personal or perfect ending («م», «ییم», «ایم»: 1; «ی», «ید», «اید»: 2), else 0. */
function endingPerson(ending: string): number {
  if (ending.endsWith(FIRST)) return 1;
  return ending.endsWith(SECOND) || ending.endsWith(SECOND_PLURAL) ? 2 : 0;
}

/**
 * Verbs said in the third person alone: «باید», «نباید», «بایست»; a «بایم» is all but unheard
 * of, «بربایم» is «ربودن»'s and «بایستم» «ایستادن»'s. What another person costs them.
 */
const THIRD_PERSON_ONLY: ReadonlySet<string> = new Set(['بایستن']);
const OTHER_PERSON = 2;

/** The endings the negative imperative «م» takes: «مکن», «مخورید». */
const IMPERATIVE = ['ید', ''] as const;

function presentReadings(stem: string, ending: string, prefix: Prefix, cost: number, out: VerbReading[]): void {
  const listed = STEMS.has(key(stem));
  // A bare present stem is an imperative: after «ب», «ن» or «م», or alone for the verbs everyone
  // knows («کن», «باش»); with «می» only the impersonal «می‌توان».
  if (ending === '' && !listed && (prefix.text === '' || prefix.kind === 'continuous')) return;
  const known = listed || listedInfinitives(stem) !== undefined;
  // A stem in «ا» takes its endings after the glide («می‌گشاید», «گشاییم»): «می‌گشاد» is «گشادن»'s
  // past. But «آ» as speech says it: «میام», «درام».
  if (ending !== '' && letterCount(stem) > 1 && /[اآ]$/.test(stem) && !GLIDED.has(ending)) return;
  const imperative = ending === '' && prefix.text === '';
  const rule: InflectionRule = imperative
    ? 'imperative'
    : prefix.kind === 'subjunctive' ||
        prefix.afterPreverb === true ||
        (prefix.negative && prefix.kind === 'none' && !NO_MI.has(stem))
      ? 'subjunctive'
      : 'present';
  // Without «می» the present is the written subjunctive («باید کار کند»), common for known verbs.
  // After a preverb it is the subjunctive itself, as likely as a simple verb's with «ب».
  const bare =
    prefix.kind === 'none' && !prefix.negative && !NO_MI.has(stem)
      ? prefix.afterPreverb === true || known
        ? 1
        : 2.5
      : 0;
  const lone = ending === '' && (prefix.text === '' || prefix.kind === 'continuous') ? 1.5 : 0;
  // One steps list for every guess: readings never change their steps, only copy them.
  const steps = withNegative([{ rule, mark: ending }], prefix);
  for (const [infinitive, guess, guessed] of fromPresent(stem)) {
    const rare = THIRD_PERSON_ONLY.has(infinitive) && ending !== THIRD ? OTHER_PERSON : 0;
    out.push({ infinitive, steps, cost: cost + guess + rare + (imperative ? lone : bare + lone), guessed });
  }
}

/**
 * Every verb reading of `word` (spaces already turned into ZWNJ), with the preverb's readings
 * after: «برداشت» as «برداشتن», then as «داشتن».
 */
export function verbReadings(word: string): VerbReading[] {
  const out = simpleVerbReadings(word);
  agentReadings(word, out);
  // «دیدمش», «گفتندشان»: an object pronoun after the verb's own ending.
  for (const pronoun of OBJECT_PRONOUNS) {
    const rest = cut(word, pronoun);
    // Only a verb's own ending (or a bare past stem) stands before the pronoun.
    if (rest === undefined || letterCount(rest) < 3 || !'میدت'.includes(rest.at(-1) ?? '')) continue;
    const person = pronounPerson(pronoun);
    for (const reading of simpleVerbReadings(rest)) {
      // «خودم را دیدم», never «دیدمم»: a verb's object is never a pronoun of its own subject's person.
      const [ending] = reading.steps;
      if (person !== 0 && ending !== undefined && endingPerson(ending.mark) === person) continue;
      out.push({ ...reading, cost: reading.cost + 0.8 });
    }
  }
  preverbReadings(word, out);
  return out;
}

/** «برداشت» as «برداشتن», then as «داشتن»: the readings of a verb form after a preverb. */
export function preverbReadings(word: string, out: VerbReading[]): void {
  for (const preverb of PREVERBS) {
    if (!word.startsWith(preverb)) continue;
    let rest = word.slice(preverb.length);
    if (rest.startsWith(ZWNJ)) rest = rest.slice(1);
    if (letterCount(rest) < 2) continue;
    for (const reading of simpleVerbReadings(rest, true)) {
      out.push({ ...reading, infinitive: `${preverb}${reading.infinitive}`, cost: reading.cost + COMPOUND_COST });
      out.push({ ...reading, cost: reading.cost + SIMPLE_COST, after: foldKey(`${preverb}${reading.infinitive}`) });
    }
  }
}

/** «تراشنده», «گشاینده»: the present stem and «نده», a doer; most are headwords of their own. */
function agentReadings(word: string, out: VerbReading[]): void {
  const stem = cut(word, 'نده');
  if (stem === undefined || letterCount(stem) < 2) return;
  for (const [infinitive, guess, guessed] of fromPresent(stem)) {
    out.push({ infinitive, steps: [{ rule: 'agent', mark: 'نده' }], cost: 1.4 + guess, guessed });
  }
}

/** The present stem of a word spelled as an imperative («بخواب» → «خواب»), '' when it is not one. */
function imperativeStem(word: string): string {
  const first = word[0];
  return first === 'ب' || first === 'ن' || first === 'م' ? word.slice(1) : '';
}

/**
 * Whether a word is spelled as the imperative of a verb everyone knows («بگو», «نخور», «بکن») or
 * of one the rule gives its present stem («بخواب», of «خوابیدن») that `isUsed` (by its folded key)
 * says is in use: a noun reading of it would take the verb's form for a word with a pronoun on it
 * («بگویم» as «بگو» + «م»).
 */
export function isImperativeOf(word: string, isUsed: (infinitiveKey: string) => boolean): boolean {
  const stem = imperativeStem(word);
  if (isPreverbImperative(word, isUsed)) return true;
  if (stem === '') return false;
  if (STEMS.has(foldKey(stem))) return true;
  if (letterCount(stem) < 2 || letterCount(stem) > MAX_REGULAR_STEM || stem.includes(ZWNJ)) return false;
  return isUsed(foldKey(`${stem}یدن`)) || (stem.endsWith('ان') && isUsed(foldKey(`${stem}دن`)));
}

/**
 * A verb with a preverb says its imperative without «ب»: «برگردان» is that of «برگرداندن», so
 * «برگردانم» is the verb before it is the noun with a pronoun — when `isUsed` says the compound is.
 */
function isPreverbImperative(word: string, isUsed: (infinitiveKey: string) => boolean): boolean {
  const preverb = PREVERBS.find((p) => word.startsWith(p));
  const stem = preverb === undefined ? '' : word.slice(preverb.length);
  if (letterCount(stem) < 2 || letterCount(stem) > MAX_REGULAR_STEM || stem.includes(ZWNJ)) return false;
  const known = STEMS.get(foldKey(stem)) ?? [];
  const regular = stem.endsWith('ان') ? [`${stem}دن`, `${stem}یدن`] : [`${stem}یدن`];
  return [...known, ...regular].some((infinitive) => isUsed(foldKey(`${preverb}${infinitive}`)));
}

/**
 * «نرفته بودم», «نیفتاده باشد»: the negative of a pluperfect or perfect subjunctive is on its
 * participle, with the glide before a stem in «ا» as the personal forms take it.
 */
function negatedParticiple(pastStem: string, step: Step, out: VerbReading[]): void {
  for (const prefix of PREFIXES) {
    if (!prefix.negative || prefix.kind !== 'none' || !pastStem.startsWith(prefix.text)) continue;
    const rest = pastStem.slice(prefix.text.length);
    const glide = prefix.beforeAlef === true && !/^[اآ]/.test(rest);
    const stem = glide ? `ا${rest}` : rest;
    if (!isPastStem(stem)) continue;
    const steps: Step[] = [step, { rule: 'negative', mark: 'ن' }];
    out.push({ infinitive: pastInfinitive(stem), steps, cost: 1 + prefix.cost + (glide ? 0.3 : 0) });
  }
}

/** The readings of a verb form with no preverb, object pronoun or agent ending: a spoken verb's spelling. */
export function simpleVerbReadings(word: string, afterPreverb = false): VerbReading[] {
  const out: VerbReading[] = [];
  folds = true;
  const future = FUTURE_RE.exec(word);
  if (future !== null) {
    const stem = future[2] ?? '';
    const negative = future[1] === 'ن';
    const steps: Step[] = [{ rule: 'future', mark: FUTURE_AUXILIARY }];
    if (negative) steps.push({ rule: 'negative', mark: 'ن' });
    if (isPastStem(stem)) out.push({ infinitive: pastInfinitive(stem), steps, cost: 0.5 });
    return out;
  }
  const pluperfect = PLUPERFECT_RE.exec(word);
  const pastStem = pluperfect?.[1]?.slice(0, -1) ?? '';
  if (isPastStem(pastStem)) {
    const step: Step =
      pluperfect?.[2] === SUBJUNCTIVE_AUXILIARY
        ? { rule: 'subjunctive', mark: SUBJUNCTIVE_AUXILIARY }
        : { rule: 'pluperfect', mark: PLUPERFECT_AUXILIARY };
    out.push({ infinitive: pastInfinitive(pastStem), steps: [step], cost: 1 });
    negatedParticiple(pastStem, step, out);
  }
  for (const listed of PREFIXES) {
    if (!word.startsWith(listed.text)) continue;
    const prefix = afterPreverb && listed.text === '' ? AFTER_PREVERB : listed;
    let body = word.slice(prefix.text.length);
    const apart = body.startsWith(ZWNJ);
    if (apart) body = body.slice(1);
    if (body === '') continue;
    folds = foldsSomething(body);
    // «بیفتد», «نینداخت»: before a stem in «ا» (not «آ») the glide may stand for the alef.
    if (prefix.beforeAlef === true && !/^[اآ]/.test(body)) {
      const glided = { ...prefix, cost: prefix.cost + 0.3 };
      if (prefix.imperative !== true) participleReadings(`ا${body}`, glided, out);
      personalReadings(word, `ا${body}`, glided, out);
      continue;
    }
    const alef = /^[اآ]/.test(body);
    // «می» takes no glide before a stem in «آ» («می‌آشامم», «نمی‌افتد»); joined to it, as chats
    // write it, its «ا» may be the «آ» («میاشامم»), as after the glide («بیاشامد»).
    const continuous = prefix.kind === 'continuous';
    if (alef && (prefix.beforeAlef === true || (continuous && !apart)) && body.startsWith('ا')) {
      const taken = continuous ? { ...prefix, cost: prefix.cost + 0.3 } : prefix;
      readPrefixed(word, `آ${body.slice(1)}`, taken, out);
    }
    // Otherwise the prefix takes its glide before one («بیاید»): «باید» is no «ب» + «آید». A stem
    // in «ای» («ایست», «ایستان») has its «ی» already: «بایستم», «نایستاد» («بایم» is still no «بیایم»).
    const own = body.startsWith('ای') && letterCount(body) >= 5;
    const unglided = prefix.text !== '' && prefix.beforeAlef !== true && alef && !own;
    const cost = !unglided ? 0 : continuous ? (apart ? 0 : 0.3) : 1.5;
    readPrefixed(word, body, cost === 0 ? prefix : { ...prefix, cost: prefix.cost + cost }, out);
  }
  return out;
}

function readPrefixed(word: string, body: string, prefix: Prefix, out: VerbReading[]): void {
  if (prefix.imperative !== true) participleReadings(body, prefix, out);
  personalReadings(word, body, prefix, out);
}
