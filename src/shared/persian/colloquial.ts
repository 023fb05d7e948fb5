/**
 * The written spellings a spoken form may stand for: «میخوام» is «می‌خواهم», «کتابا» «کتاب‌ها»,
 * «خونه» «خانه», «خوبه» «خوب است». The analyser reads each spelling as written Persian and ranks
 * what it finds after every reading of the form as written, so a spoken reading is offered only
 * where the written language has none as likely (a dictionary that lists «جون» finds it first).
 */
import { SPOKEN_WORDS } from './colloquial-words';
import { letterCount, ZWNJ } from './inflection-text';
import { joinedChe, typedSpellings, unsaidSpellings } from './spoken-typing';
import { cliticSpellings, listedPluralSpellings, pluralSpellings, pronounSpellings } from './spoken-nouns';
import { spelled, type Spelling } from './spoken-spelling';
import { auxiliarySpellings, objectSpellings, preverbSpellings, verbSpellings } from './spoken-verbs';
import { PREVERBS } from './verb-prefixes';

/** Spoken forms are short; a longer word («بازنمی‌شمرده‌اید») is written Persian. */
const MAX_SPOKEN = 16;

const VERB_START_RE = /^ن?می/;
/**
 * A letter restored as unsaid («دفه» → «دفعه») costs more than a letter typed as said («خاستم»),
 * and less than a copula written out («دف است»), which chat would more often spell «دفه» too.
 */
const UNSAID_COST = 0.5;
/** «هممون», «گذشتمون»: a spoken plural pronoun, which may follow a dropped «ه» as «م» and «ش» do. */
const SPOKEN_PLURAL_PRONOUN_RE = /[^\u200C](?:مون|تون|شون)$/;

/** The endings a listed spoken word keeps as it is («کوچیکی», «کوچیکه», «پیرهنم»): the rules read them after. */
const LISTED_ENDINGS = ['ی', 'ه', 'ا', 'ای', 'ها', 'تر', 'م', 'ت', 'ش', 'مون', 'تون', 'شون', 'و'] as const;
/** A listed word this short («ک», «رو», «اس») is too like the start of another to be cut from it. */
const MIN_LISTED = 3;

/** The written word of a listed spoken one under an ending: «کوچیکی» → «کوچکی», «پیرهنم» → «پیراهنم». */
function listedUnderEnding(word: string): string[] {
  const out: string[] = [];
  for (const ending of LISTED_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const spoken = word.slice(0, -ending.length);
    const written = letterCount(spoken) >= MIN_LISTED ? SPOKEN_WORDS.get(spoken) : undefined;
    if (written !== undefined) out.push(`${written}${ending}`);
  }
  return out;
}

/** «اومد», «می‌اومد», «دراومد»: the spoken «او» of «آ», after a preverb too. */
const COME_RE = new RegExp(`^((?:${PREVERBS.join('|')})?(?:ن?می\u200C?)?)او([نم])`);

/** «خونه» → «خانه», «تموم» → «تمام», «اومد» → «آمد», «نمیدونم» → «نمیدانم»: spoken «ون»/«وم» for «ان»/«ام». */
export function soundChanges(word: string): string[] {
  const out: string[] = [];
  // «اومد», «می‌اومد», «اون», «دراومد»: the spoken «او» of «آ» before «م» or «ن», after a preverb
  // too («ب» and «ن» take a glide: «بیا», «نیومد»); not before another letter («اولا» is «اولاً»).
  const come = COME_RE.exec(word);
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

/**
 * How speech says a written word's «ان» and «ام» after a consonant, the other way from
 * soundChanges: «خواند» → «خوند», «توانست» → «تونست» (the unheard «و» of «خوا» and «توا» goes
 * with the alef), «دانست» → «دونست».
 */
export function spokenVowels(word: string): string {
  return word.replace(/([خت])وا([نم])/g, '$1و$2').replace(/([^اآو\u200C])ا([نم])/g, '$1و$2');
}

/** The written spellings of `word` (prepared by the analyser: canonical letters, ZWNJ), cheapest first. */
export function spokenSpellings(word: string): Spelling[] {
  const out: Spelling[] = [];
  if (letterCount(word) > MAX_SPOKEN) return out;
  const typed = typedSpellings(word);
  const known = SPOKEN_WORDS.get(word.includes(ZWNJ) ? word.replaceAll(ZWNJ, '') : word);
  if (known !== undefined) spelled(out, known, 0);
  else listedPluralSpellings(word, out);
  const che = known === undefined ? undefined : joinedChe(known);
  if (che !== undefined) spelled(out, che, 0.1);
  const unsaid = unsaidSpellings(word);
  let heard = [word, ...soundChanges(word), ...(known === undefined ? listedUnderEnding(word) : []), ...unsaid];
  for (const spelling of typed) {
    const more = SPOKEN_WORDS.get(spelling.replaceAll(ZWNJ, ''));
    if (more !== undefined) spelled(out, more, 0.3);
    heard.push(spelling, ...soundChanges(spelling));
  }
  if (typed.length > 0 || unsaid.length > 0) heard = [...new Set(heard)];
  const spokenPlural = SPOKEN_PLURAL_PRONOUN_RE.test(word);
  for (const changed of heard) {
    const more = changed === word ? 0 : unsaid.includes(changed) ? UNSAID_COST : 0.3;
    if (changed !== word) spelled(out, changed, more);
    // The word as typed costs nothing more: its spellings go straight to the list, uncopied.
    const found: Spelling[] = more === 0 ? out : [];
    verbSpellings(changed, found);
    objectSpellings(changed, found);
    preverbSpellings(changed, found);
    auxiliarySpellings(changed, found);
    // «می‌» starts a verb: its «ه» is no copula nor its «م» a pronoun.
    if (!VERB_START_RE.test(changed)) {
      pluralSpellings(changed, found, changed !== word);
      pronounSpellings(changed, found, spokenPlural);
      cliticSpellings(changed, found);
    }
    if (found !== out) for (const spelling of found) out.push({ ...spelling, cost: spelling.cost + more });
  }
  const best = new Map<string, Spelling>();
  for (const spelling of out) {
    const kept = best.get(spelling.written);
    if (spelling.written === word) continue;
    if (kept === undefined || spelling.cost < kept.cost) best.set(spelling.written, spelling);
    // Reached with two endings («می‌شوید» as «شوی» + «د» and «شو» + «ید»), it holds to neither.
    const either = best.get(spelling.written);
    if (kept !== undefined && either !== undefined && kept.ending !== spelling.ending)
      best.set(spelling.written, { ...either, ending: undefined });
    // A spelling reached as a verb and as a word is read as a word, which holds the verb's readings
    // and its preverb's («برگرده» → «برگردد», «بر» + «گردد»), at the verb's cost.
    const merged = best.get(spelling.written);
    if (kept !== undefined && merged?.kind === 'verb' && (kept.kind === 'word' || spelling.kind === 'word'))
      best.set(spelling.written, { ...merged, kind: 'word' });
  }
  return [...best.values()].sort((a, b) => a.cost - b.cost);
}
