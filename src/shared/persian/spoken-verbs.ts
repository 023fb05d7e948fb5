/** A spoken verb's written spellings: «میخوام» is «می‌خواهم», «برمیگرده» «برمی‌گردد». */
import { SPOKEN_STEMS } from './colloquial-words';
import { cut, foldKey, letterCount, ZWNJ } from './inflection-text';
import { PRESENT_STEMS } from './present-stems';
import { spelled, spelledVerb, TABLE_STEM_COST, type Spelling } from './spoken-spelling';
import { PREVERBS } from './verb-prefixes';
import { PAST_STEM_RE, PLUPERFECT_AUXILIARY, SUBJUNCTIVE_AUXILIARY } from './verb-forms';

const KNOWN_STEMS = new Set([...PRESENT_STEMS.keys()].map(foldKey));

const VERB_PREFIX_RE = /^(نمی|می|ب|ن)?\u200C?(.+)$/;
/** The spoken personal endings → the written ones: «ه» for «د», «ن» for «ند», «ین» for «ید». */
export const SPOKEN_ENDINGS: readonly (readonly [spoken: string, written: string])[] = [
  ['ین', 'ید'],
  ['یم', 'یم'],
  ['ید', 'ید'],
  ['ه', 'د'],
  ['ن', 'ند'],
  ['م', 'م'],
  ['ی', 'ی'],
  ['د', 'د'],
  ['', ''],
];

/**
 * The ending a reading of the spelling must cut, when the written stem's last «ی» is its own and
 * the stem without it another verb's («شوی» of «شستن», «شو» of «شدن»): «می‌شورم» is «می‌شویم»,
 * «I wash», never «we become». Undefined when any cut will do («می‌گویم» is «گو» + «یم»).
 */
function ownGlide(stem: string, ending: string): string | undefined {
  return stem.endsWith('ی') && KNOWN_STEMS.has(foldKey(stem)) && KNOWN_STEMS.has(foldKey(stem.slice(0, -1)))
    ? ending
    : undefined;
}

function writtenPrefix(prefix: string): string {
  return prefix === 'می' || prefix === 'نمی' ? `${prefix}${ZWNJ}` : prefix;
}

/** An object pronoun after a prefixed verb of three letters or more: «بذاریدش», «نزنمش» (not «نگه» + «شون»). */
const OBJECT_RE = /^((?:ن?می|[بن])[^\u200C]{3,}?)(ش|شون|تون|مون)$/;

/**
 * «بذاریدش» → «بگذاریدش», «میخوامش» → «می‌خواهمش»: the verb spelled as it would be bare, its
 * object pronoun after it; read as a word, whose verb readings take the pronoun.
 */
export function objectSpellings(word: string, out: Spelling[]): void {
  const match = OBJECT_RE.exec(word);
  if (match === null) return;
  const found: Spelling[] = [];
  verbSpellings(match[1] ?? '', found);
  const pronoun = spokenPronoun(match[2] ?? '');
  for (const spelling of found) spelled(out, `${spelling.written}${pronoun}`, spelling.cost + 0.3);
}

/** The written pronoun of a spoken one: «شون» is «شان». */
const spokenPronoun = (pronoun: string) => (pronoun.endsWith('ون') ? `${pronoun.slice(0, -2)}ان` : pronoun);

/** «میخوام» → «می‌خواهم», «بذارن» → «بگذارند», «میاد» → «می‌آید», «کنه» → «کند», «رفتن» → «رفتند». */
export function verbSpellings(word: string, out: Spelling[]): void {
  const match = VERB_PREFIX_RE.exec(word);
  if (match === null) return;
  const prefix = match[1] ?? '';
  let rest = match[2] ?? '';
  // A stem and its ending hold no ZWNJ: «بزرگ‌ترین» is no «ب» + verb.
  if (rest.includes(ZWNJ)) return;
  // «بیاد», «نیان»: the glide before «آی».
  const glide = (prefix === 'ب' || prefix === 'ن') && rest.startsWith('یا');
  if (glide) rest = rest.slice(1);
  for (const [spoken, written] of SPOKEN_ENDINGS) {
    const stem = spoken === '' ? rest : cut(rest, spoken);
    // Only the table's spoken stems end in «ا» («خوا»): «بچه‌هایشا» is no verb.
    if (stem === undefined || stem === '' || (stem.endsWith('ا') && !SPOKEN_STEMS.has(stem))) continue;
    // «ا» is «آی» only after «می» or a glide: «نان» is no «نیایند».
    const formal = stem === 'ا' && (prefix === 'ب' || prefix === 'ن') && !glide ? undefined : SPOKEN_STEMS.get(stem);
    // A bare stem is an imperative only after «ب» or «ن».
    if (spoken === '' && prefix !== 'ب' && prefix !== 'ن') continue;
    // The third person is said «ه» after a consonant («میره», «میشه»), «د» only after «ا» («میاد»,
    // «میخواد»): «نمیرد» is «مردن»'s, no «نمی‌رود».
    if (spoken === 'د' && !stem.endsWith('ا')) continue;
    if (formal !== undefined && prefix === '' && spoken !== '' && stem !== 'ا') {
      // «شه», «ره», «گه»: the bare subjunctive of an everyday verb, as after a light verb («تموم شه»).
      spelledVerb(out, `${formal}${written}`, 0.8, ownGlide(formal, written));
    } else if (formal !== undefined && prefix !== '') {
      // «بیاید», «بیاورد»: a stem in «آ» takes the glide after «ب» and «ن»; «بیا» has no «ی».
      const head =
        formal.startsWith('آ') && !prefix.endsWith('ی')
          ? `${prefix}یا${formal.slice(1)}`
          : `${writtenPrefix(prefix)}${formal}`;
      const body = formal === 'آی' && written === '' ? head.slice(0, -1) : head;
      spelledVerb(out, `${body}${written}`, TABLE_STEM_COST, ownGlide(formal, written));
    } else if (spoken !== written && letterCount(stem) >= 2) {
      // Past stems take «ن» for «ند» («رفتن», «میکردن») and «ین» for «ید»; present stems «ه» too,
      // and without a prefix only the stems of the everyday verbs («داره», «کنه»).
      // A present stem of the table that looks like a past one («گرد») takes the present's endings too.
      const known = KNOWN_STEMS.has(foldKey(stem));
      const past = prefix === '' && PAST_STEM_RE.test(stem) && !known;
      if (past ? spoken !== 'ن' && spoken !== 'ین' : prefix === '' && !known) continue;
      // The glide stays written before a stem the table does not hold («بیاشامد»).
      const glided = glide ? `${prefix}ی` : writtenPrefix(prefix);
      spelled(out, `${glided}${stem}${written}`, prefix === '' ? 0.8 : 0.2, 'verb');
    }
  }
}

/** «برمیگرده» → «برمی‌گردد», «برگرده» → «برگردد»: a spoken verb after a preverb, read as a whole. */
export function preverbSpellings(word: string, out: Spelling[]): void {
  for (const preverb of PREVERBS) {
    if (!word.startsWith(preverb)) continue;
    const rest = word.slice(preverb.length).replace(/^\u200C/, '');
    // Without «می», «ب» or «ن», only a spoken ending of the subjunctive a preverb takes bare
    // («برگرده», «برگردین», «برگردن»): a written word starts so.
    if (!/^(?:ن?می|[بن])/.test(rest) && !/(?:ه|ین|ن)$/.test(rest)) continue;
    const found: Spelling[] = [];
    verbSpellings(rest, found);
    for (const spelling of found) {
      const written = `${preverb}${spelling.written}`;
      // The analyser cuts the preverb itself: the spelling is read as a word, not a bare verb.
      out.push({ written, read: written, cost: spelling.cost + 0.3, kind: 'word' });
    }
  }
}

const AUXILIARY_RE = new RegExp(`^(.+ه\u200C(?:${PLUPERFECT_AUXILIARY}|${SUBJUNCTIVE_AUXILIARY}))(.+)$`);

/** «رفته بودین» → «رفته بودید», «نگفته باشه» → «نگفته باشد»: the spoken ending on a participle's auxiliary. */
export function auxiliarySpellings(word: string, out: Spelling[]): void {
  const match = AUXILIARY_RE.exec(word);
  if (match === null) return;
  for (const [spoken, written] of SPOKEN_ENDINGS) {
    if (spoken !== written && match[2] === spoken) spelled(out, `${match[1] ?? ''}${written}`, 0.2, 'verb');
  }
}
