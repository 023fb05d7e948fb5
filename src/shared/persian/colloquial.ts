/**
 * The written spellings a spoken form may stand for: «میخوام» is «می‌خواهم», «کتابا» «کتاب‌ها»,
 * «خونه» «خانه», «خوبه» «خوب است». The analyser reads each spelling as written Persian and ranks
 * what it finds after every reading of the form as written, so a spoken reading is offered only
 * where the written language has none as likely (a dictionary that lists «جون» finds it first).
 */
import { SPOKEN_STEMS, SPOKEN_WORDS } from './colloquial-words';
import type { Step } from './inflection-rules';
import { cut, foldKey, lastLetter, letterCount, ZWNJ } from './inflection-text';
import { PRESENT_STEMS } from './present-stems';
import { PREVERBS } from './verb-prefixes';
import { typedSpellings } from './spoken-typing';
import { PAST_STEM_RE } from './verb-forms';

/** One written spelling of a spoken form, and what taking the form so costs. */
export interface Spelling {
  /** As a reader is shown it: «می‌خواهم», «خوب است», «کتاب را». */
  readonly written: string;
  /** What the analyser reads: the spelling, or the word before a clitic the step names. */
  readonly read: string;
  readonly cost: number;
  /**
   * A verb's spelling is read as a verb only; a noun's («کتاب‌ها», «کتاب» of «کتابو») as a noun,
   * and may be a headword itself, as a word's may («خانه», read as noun and verb); an inflected
   * noun's («بچه‌هایم») is read as a noun for its headword; a head («زندگی» of «زندگیم») is the
   * headword itself, its step said.
   */
  readonly kind: 'verb' | 'noun' | 'word' | 'form' | 'head';
  /** The spoken copula or object marker the spelling wrote out: «خوبه» is «خوب» and «است». */
  readonly step?: Step;
}

const KNOWN_STEMS = new Set([...PRESENT_STEMS.keys()].map(foldKey));

/** Every spoken reading comes after the written ones of the same standing. */
export const SPOKEN_COST = 1.5;
/**
 * But a verb spelled through the spoken stems' table after its prefix («برم», «بدم», «میرم») is
 * the commonest word of speech, and no written word: it is weighed as a written reading is (ahead of
 * one that costs the same), before
 * a pronoun on a two-letter word («بر» + «م») or a bare present no writer now uses («میرم» as
 * «مردن»). A written verb's past («می‌دید») still comes first (inflection.ts).
 */
export const TABLE_STEM_COST = -SPOKEN_COST - 0.1;
/** Spoken forms are short; a longer word («بازنمی‌شمرده‌اید») is written Persian. */
const MAX_SPOKEN = 16;

const VERB_PREFIX_RE = /^(نمی|می|ب|ن)?\u200C?(.+)$/;
/** The spoken personal endings → the written ones: «ه» for «د», «ن» for «ند», «ین» for «ید». */
const ENDINGS: readonly (readonly [string, string])[] = [
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
const VERB_START_RE = /^ن?می/;
/** «هممون», «گذشتمون»: a spoken plural pronoun, which may follow a dropped «ه» as «م» and «ش» do. */
const SPOKEN_PLURAL_PRONOUN_RE = /[^\u200C](?:مون|تون|شون)$/;

function spelled(out: Spelling[], written: string, cost: number, kind: Spelling['kind'] = 'word'): void {
  out.push({ written, read: written, cost, kind });
}

function writtenPrefix(prefix: string): string {
  return prefix === 'می' || prefix === 'نمی' ? `${prefix}${ZWNJ}` : prefix;
}

/** «میخوام» → «می‌خواهم», «بذارن» → «بگذارند», «میاد» → «می‌آید», «کنه» → «کند», «رفتن» → «رفتند». */
function verbSpellings(word: string, out: Spelling[]): void {
  const match = VERB_PREFIX_RE.exec(word);
  if (match === null) return;
  const prefix = match[1] ?? '';
  let rest = match[2] ?? '';
  // A stem and its ending hold no ZWNJ: «بزرگ‌ترین» is no «ب» + verb.
  if (rest.includes(ZWNJ)) return;
  // «بیاد», «نیان»: the glide before «آی».
  const glide = (prefix === 'ب' || prefix === 'ن') && rest.startsWith('یا');
  if (glide) rest = rest.slice(1);
  for (const [spoken, written] of ENDINGS) {
    const stem = spoken === '' ? rest : cut(rest, spoken);
    // Only the table's spoken stems end in «ا» («خوا»): «بچه‌هایشا» is no verb.
    if (stem === undefined || stem === '' || (stem.endsWith('ا') && !SPOKEN_STEMS.has(stem))) continue;
    // «ا» is «آی» only after «می» or a glide: «نان» is no «نیایند».
    const formal = stem === 'ا' && (prefix === 'ب' || prefix === 'ن') && !glide ? undefined : SPOKEN_STEMS.get(stem);
    // A bare stem is an imperative only after «ب» or «ن».
    if (spoken === '' && prefix !== 'ب' && prefix !== 'ن') continue;
    if (formal !== undefined && prefix === '' && spoken !== '' && stem !== 'ا') {
      // «شه», «ره», «گه»: the bare subjunctive of an everyday verb, as after a light verb («تموم شه»).
      spelled(out, `${formal}${written}`, 0.8, 'verb');
    } else if (formal !== undefined && prefix !== '') {
      // «بیاید», «بیاورد»: a stem in «آ» takes the glide after «ب» and «ن»; «بیا» has no «ی».
      const head =
        formal.startsWith('آ') && !prefix.endsWith('ی')
          ? `${prefix}یا${formal.slice(1)}`
          : `${writtenPrefix(prefix)}${formal}`;
      const body = formal === 'آی' && written === '' ? head.slice(0, -1) : head;
      spelled(out, `${body}${written}`, TABLE_STEM_COST, 'verb');
    } else if (spoken !== written && letterCount(stem) >= 2) {
      // Past stems take «ن» for «ند» («رفتن», «میکردن») and «ین» for «ید»; present stems «ه» too,
      // and without a prefix only the stems of the everyday verbs («داره», «کنه»).
      const past = prefix === '' && PAST_STEM_RE.test(stem);
      if (past ? spoken !== 'ن' && spoken !== 'ین' : prefix === '' && !KNOWN_STEMS.has(foldKey(stem))) continue;
      spelled(out, `${writtenPrefix(prefix)}${stem}${written}`, prefix === '' ? 0.8 : 0.2, 'verb');
    }
  }
}

/** «برمیگرده» → «برمی‌گردد», «برگرده» → «برگردد»: a spoken verb after a preverb, read as a whole. */
function preverbSpellings(word: string, out: Spelling[]): void {
  for (const preverb of PREVERBS) {
    if (!word.startsWith(preverb)) continue;
    const rest = word.slice(preverb.length).replace(/^\u200C/, '');
    // Without «می», «ب» or «ن», only the spoken third person («برگرده»): a written word starts so.
    if (!/^(?:ن?می|[بن])/.test(rest) && !rest.endsWith('ه')) continue;
    const found: Spelling[] = [];
    verbSpellings(rest, found);
    for (const spelling of found) {
      const written = `${preverb}${spelling.written}`;
      // The analyser cuts the preverb itself: the spelling is read as a word, not a bare verb.
      out.push({ written, read: written, cost: spelling.cost + 0.3, kind: 'word' });
    }
  }
}

/** «خونه» → «خانه», «تموم» → «تمام», «اومد» → «آمد», «نمیدونم» → «نمیدانم»: spoken «ون»/«وم» for «ان»/«ام». */
function soundChanges(word: string): string[] {
  const out: string[] = [];
  // «اومد», «می‌اومد»: the spoken «او» of a stem in «آ» («ب» and «ن» take a glide: «بیا», «نیومد»).
  const come = /^((?:ن?می\u200C?)?)او([^\u200Cیا])/.exec(word);
  if (come !== null) out.push(`${come[1] ?? ''}آ${word.slice((come[1] ?? '').length + 2)}`);
  // Each «ون»/«وم» after a consonant, all at once: «خونه‌شون» → «خانه‌شان».
  const changed = word.replace(/([^اآ])و([نم])/g, '$1ا$2');
  if (changed !== word) {
    out.push(changed.startsWith('او') ? `آ${changed.slice(2)}` : changed);
    // «خوندم» is «خواندم», «تونستم» «توانستم»: the «و» is written and not heard.
    const heard = word.replace(/([خت])و([نم])/, '$1وا$2');
    if (heard !== word)
      out.push(heard.replace(/([^اآ])و([نم])/g, (all, a: string, b: string) => (a === 'ا' ? all : `${a}ا${b}`)));
  }
  return out;
}

/** The written «ها» plural's tails, as spoken after «ا»: «کتابام» → «کتاب‌هایم». */
const PLURAL_TAILS: readonly (readonly [string, string])[] = [
  ['مون', 'یمان'],
  ['تون', 'یتان'],
  ['شون', 'یشان'],
  ['یی', 'یی'],
  ['ی', 'ی'],
  ['م', 'یم'],
  ['ت', 'یت'],
  ['ش', 'یش'],
  ['', ''],
];

/** «کتابا», «چیزایی», «دوستام»: the spoken plural «ا» for «ها». */
function pluralSpellings(word: string, out: Spelling[]): void {
  for (const [spoken, written] of PLURAL_TAILS) {
    const rest = spoken === '' ? word : cut(word, spoken);
    // A written plural «ها» is no spoken one.
    const stem = rest === undefined || rest.endsWith('ها') ? undefined : cut(rest, 'ا');
    if (stem === undefined || letterCount(stem) < 2 || 'اوآ'.includes(lastLetter(stem))) continue;
    spelled(out, `${stem}${ZWNJ}ها${written}`, 0.5, 'noun');
  }
}

/**
 * «زندگیم» → «زندگی‌ام», «برام» → «برایم»: a pronoun after a long vowel without its glide;
 * «خانوادم» → «خانواده‌ام», «همش» → «همه‌اش»: after a silent «ه» that speech drops (not before
 * «ت», which ends too many words: «دولت»; the plural pronouns only as spoken, «هممون»).
 */
function pronounSpellings(word: string, out: Spelling[], spokenPlural: boolean): void {
  // «روزانه‌ش»: the pronoun after a ZWNJ, its «ا» unsaid.
  const joined = /ه\u200C([مش])$/.exec(word);
  if (joined !== null) {
    const host = word.slice(0, -2);
    out.push({
      written: `${host}${ZWNJ}ا${joined[1] ?? ''}`,
      read: host,
      cost: 0.3,
      kind: 'head',
      step: { rule: 'possessive', mark: joined[1] ?? '' },
    });
  }
  const tail = /([^\u200C])(مان|تان|شان|[مت]|ش)$/.exec(word);
  if (tail === null || letterCount(word) < 3) return;
  const pronoun = tail[2] ?? '';
  const host = word.slice(0, -pronoun.length);
  const step: Step = { rule: 'possessive', mark: pronoun };
  // The host is the headword, but a plural host («بچه‌هام») is read for its own.
  const kind = host.endsWith('ها') ? 'form' : 'head';
  if (tail[1] === 'ی' && pronoun.length === 1 && pronoun !== 'ش')
    out.push({ written: `${host}${ZWNJ}ا${pronoun}`, read: host, cost: 0.3, kind, step });
  // After «ا», a longer word's «ات» is the Arabic plural («قطعات»), not «قطعا» + «ت».
  else if ((tail[1] === 'ا' || tail[1] === 'و') && (pronoun !== 'ت' || tail[1] === 'و' || letterCount(host) <= 3))
    out.push({ written: `${host}ی${pronoun}`, read: host, cost: 0.3, kind, step });
  else if (
    !'اویه'.includes(tail[1] ?? '') &&
    (pronoun === 'م' || pronoun === 'ش' || spokenPlural) &&
    letterCount(host) >= 2
  ) {
    const written = `${host}ه${ZWNJ}${pronoun.length === 1 ? 'ا' : ''}${pronoun}`;
    out.push({ written, read: `${host}ه`, cost: 1.6, kind, step });
  }
}

/** `host` and a spoken clitic written out; a function of its own, not a closure made per word. */
function clitic(out: Spelling[], host: string, rule: 'copula' | 'object', mark: string, cost: number): void {
  out.push({ written: `${host} ${mark}`, read: host, cost, kind: 'noun', step: { rule, mark } });
}

/** «خوبه» → «خوب است», «کتابو» / «اینارو» → «کتاب را», «زدهان» → «زده‌اند»: spoken clitics. */
function cliticSpellings(word: string, out: Spelling[]): void {
  const copula = cut(word, 'ه');
  if (copula !== undefined && letterCount(copula) >= 2 && !'اوه'.includes(lastLetter(copula))) {
    // «کافیه», «چیزیه»: after «ی» as often as after a consonant, if a little less.
    clitic(out, copula, 'copula', 'است', lastLetter(copula) === 'ی' ? 0.8 : 0.6);
  }
  // «حاضرن», «خوشن»: the spoken «اند» after an adjective.
  const they = cut(word, 'ن');
  if (they !== undefined && letterCount(they) >= 3 && !'اوهی'.includes(lastLetter(they))) {
    clitic(out, they, 'copula', 'اند', 1);
  }
  const ro = cut(word, 'رو');
  if (ro !== undefined && letterCount(ro) >= 2 && 'ای'.includes(lastLetter(ro))) clitic(out, ro, 'object', 'را', 0.4);
  const o = cut(word, 'و');
  if (o !== undefined && letterCount(o) >= 2 && !'اوهی'.includes(lastLetter(o))) clitic(out, o, 'object', 'را', 0.8);
  const perfect = cut(word, 'هان');
  if (perfect !== undefined && PAST_STEM_RE.test(perfect)) spelled(out, `${perfect}ه${ZWNJ}اند`, 0.2, 'verb');
}

/** The written spellings of `word` (prepared by the analyser: canonical letters, ZWNJ), cheapest first. */
export function spokenSpellings(word: string): Spelling[] {
  const out: Spelling[] = [];
  if (letterCount(word) > MAX_SPOKEN) return out;
  const typed = typedSpellings(word);
  const known = SPOKEN_WORDS.get(word.includes(ZWNJ) ? word.replaceAll(ZWNJ, '') : word);
  if (known !== undefined) spelled(out, known, 0);
  let heard = [word, ...soundChanges(word)];
  for (const spelling of typed) {
    const more = SPOKEN_WORDS.get(spelling.replaceAll(ZWNJ, ''));
    if (more !== undefined) spelled(out, more, 0.3);
    heard.push(spelling, ...soundChanges(spelling));
  }
  if (typed.length > 0) heard = [...new Set(heard)];
  const spokenPlural = SPOKEN_PLURAL_PRONOUN_RE.test(word);
  for (const changed of heard) {
    const more = changed === word ? 0 : 0.3;
    if (changed !== word) spelled(out, changed, more);
    // The word as typed costs nothing more: its spellings go straight to the list, uncopied.
    const found: Spelling[] = more === 0 ? out : [];
    verbSpellings(changed, found);
    preverbSpellings(changed, found);
    // «می‌» starts a verb: its «ه» is no copula nor its «م» a pronoun.
    if (!VERB_START_RE.test(changed)) {
      pluralSpellings(changed, found);
      pronounSpellings(changed, found, spokenPlural);
      cliticSpellings(changed, found);
    }
    if (found !== out) for (const spelling of found) out.push({ ...spelling, cost: spelling.cost + more });
  }
  const best = new Map<string, Spelling>();
  for (const spelling of out) {
    const kept = best.get(spelling.written);
    if (spelling.written !== word && (kept === undefined || spelling.cost < kept.cost))
      best.set(spelling.written, spelling);
  }
  return [...best.values()].sort((a, b) => a.cost - b.cost);
}
