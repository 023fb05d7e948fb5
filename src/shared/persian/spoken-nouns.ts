/** A spoken noun's written spellings: its plural «ا», a pronoun without its glide, a clitic «ه» or «و». */
import { SPOKEN_WORDS } from './colloquial-words';
import type { Step } from './inflection-rules';
import { cut, lastLetter, letterCount, ZWNJ } from './inflection-text';
import { spelled, type Spelling } from './spoken-spelling';
import { PAST_STEM_RE } from './verb-forms';

/** The written plurals' tails, as spoken after «ا»: «کتابام» → «کتاب‌هایم», «دوستام» → «دوستانم». */
const PLURAL_TAILS: readonly (readonly [spoken: string, afterHa: string, afterAn: string])[] = [
  ['مون', 'یمان', 'مان'],
  ['تون', 'یتان', 'تان'],
  ['شون', 'یشان', 'شان'],
  ['یی', 'یی', 'ی'],
  ['ی', 'ی', 'ی'],
  ['م', 'یم', 'م'],
  ['ت', 'یت', 'ت'],
  ['ش', 'یش', 'ش'],
  ['', '', ''],
];

/** The plural pronouns' tails as a sound change left them («جوونامون» heard as «جوانامان»). */
const CHANGED_TAILS: typeof PLURAL_TAILS = [
  ['مان', 'یمان', 'مان'],
  ['تان', 'یتان', 'تان'],
  ['شان', 'یشان', 'شان'],
];

/**
 * «کتابا», «چیزایی», «دوستام»: the spoken plural «ا», for «ها» and, a little less often, for «ان»
 * («کسایی» is written «کسانی», «دوستام» «دوستانم»); `changed`, of a word the sound changes made,
 * whose pronoun they wrote out too («جوانامان» of «جوونامون»).
 */
export function pluralSpellings(word: string, out: Spelling[], changed = false): void {
  for (const [spoken, afterHa, afterAn] of changed ? [...PLURAL_TAILS, ...CHANGED_TAILS] : PLURAL_TAILS) {
    const rest = spoken === '' ? word : cut(word, spoken);
    // A written plural «ها» is no spoken one.
    const stem = rest === undefined || rest.endsWith('ها') ? undefined : cut(rest, 'ا');
    if (stem === undefined || letterCount(stem) < 2 || 'اوآ'.includes(lastLetter(stem))) continue;
    spelled(out, `${stem}${ZWNJ}ها${afterHa}`, 0.5, 'noun');
    out.push({ written: `${stem}ان${afterAn}`, read: `${stem}ان${afterAn}`, cost: 0.7, kind: 'noun', ifWritten: true });
  }
}

/** The listed spoken plurals («اونا» → «آن‌ها», «اینا» → «این‌ها»), under their tails as spoken. */
const LISTED_PLURALS: readonly (readonly [spoken: string, written: string])[] = [...SPOKEN_WORDS].filter(
  ([spoken, written]) => spoken.endsWith('ا') && written.endsWith(`${ZWNJ}ها`),
);

/** What a plural «ها» the list wrote out gives back: it is the list's word, not a cut to guess. */
const LISTED_PLURAL_COST = -1;

/** «اونایی» → «آن‌هایی», «اینامون» → «این‌هایمان»: a listed spoken plural keeps its word under a tail. */
export function listedPluralSpellings(word: string, out: Spelling[]): void {
  for (const [spoken, written] of LISTED_PLURALS) {
    if (!word.startsWith(spoken) || word === spoken) continue;
    const tail = word.slice(spoken.length);
    const row = PLURAL_TAILS.find(([said]) => said === tail);
    if (row !== undefined) spelled(out, `${written}${row[1]}`, LISTED_PLURAL_COST, 'noun');
  }
}

/**
 * «زندگیم» → «زندگی‌ام», «برام» → «برایم»: a pronoun after a long vowel without its glide;
 * «خانوادم» → «خانواده‌ام», «همش» → «همه‌اش»: after a silent «ه» that speech drops (not before
 * «ت», which ends too many words: «دولت»; the plural pronouns only as spoken, «هممون»).
 */
export function pronounSpellings(word: string, out: Spelling[], spokenPlural: boolean): void {
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

/**
 * «اینکه», «چنانکه», «بلکه»: the conjunction «که» written joined to the word before it, one of
 * these; no spoken copula on a word in «ک» («اینک است», "it is now").
 */
const JOINED_KE_RE = /^(?:این|آن|همین|همان|چنین|چنان|همچنان|آنچنان|چون|بل|زیرا|وقتی|درحالی|هرچند|مگر)که$/;

/** «خوبه» → «خوب است», «کتابو» / «اینارو» → «کتاب را», «زدهان» → «زده‌اند»: spoken clitics. */
export function cliticSpellings(word: string, out: Spelling[]): void {
  const copula = cut(word, 'ه');
  if (
    copula !== undefined &&
    letterCount(copula) >= 2 &&
    !'اوه'.includes(lastLetter(copula)) &&
    !JOINED_KE_RE.test(word)
  ) {
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
