/**
 * A verb's colloquial forms beside its written ones, made from the tables the analyser reads
 * speech with, run backwards: the spoken present stems (colloquial-words.ts: «گوی» → «گ»), the
 * spoken endings (spoken-verbs.ts: «د» → «ه», «ید» → «ین», «ند» → «ن») and the «ان» → «ون» of
 * colloquial.ts («خواند» → «خوند»). Tehrani speech as it is typed; no spoken future (speech says
 * the present).
 */
import { COPULA_STEMS } from './auxiliaries';
import { SPOKEN_STEMS } from './colloquial-words';
import { spokenVowels } from './colloquial';
import { ZWNJ } from './inflection-text';
import { BE, IMPERATIVE_PERSONS, MI, NE, NEGATIVE_MI, PAST_ENDINGS, withEnding, type Tense } from './conjugation';
import { SPOKEN_ENDINGS } from './spoken-verbs';
import { NO_MI, PERSON_ENDINGS, PLUPERFECT_AUXILIARY } from './verb-forms';
import { PREVERBS } from './verb-prefixes';
import { verbParts, type VerbParts } from './verb-stems';

/** Written present stem → its spoken one, the first the table lists («ذار» of «گذار»). */
const SPOKEN_STEM = new Map<string, string>();
for (const [spoken, written] of SPOKEN_STEMS) if (!SPOKEN_STEM.has(written)) SPOKEN_STEM.set(written, spoken);

/** Written ending → the spoken one, the first the table lists for it that differs. */
const SPOKEN_ENDING = new Map<string, string>();
for (const [spoken, written] of SPOKEN_ENDINGS) {
  if (spoken !== written && !SPOKEN_ENDING.has(written)) SPOKEN_ENDING.set(written, spoken);
}

/** The spoken ending of a person; the present's «ه» for «د» only after a consonant («میاد», «می‌خواد»). */
function said(ending: string, stem: string): string {
  if (ending === 'د' && /[اآ]$/.test(stem)) return ending;
  return SPOKEN_ENDING.get(ending) ?? ending;
}

/** «ا», the spoken «آی» («میام»), is joined to «می»; before «ب» and «ن» it takes their glide («بیام»). */
function spokenPrefix(prefix: string, stem: string): string {
  if (prefix === '') return stem;
  if ((stem.startsWith('ا') || stem.startsWith('آ')) && !(stem.startsWith('او') && prefix.endsWith('ی'))) {
    if (prefix === MI || prefix === NEGATIVE_MI) return `${prefix}${stem.replace(/^آ/, 'ا')}`;
    // «نیومد» for «نیامد», «بیام» for «بیایم»: the glide, and the alef of «او» left unsaid.
    return stem.startsWith('او') ? `${prefix}ی${stem.slice(1)}` : `${prefix}ی${stem.replace(/^آ/, 'ا')}`;
  }
  return prefix === MI || prefix === NEGATIVE_MI ? `${prefix}${ZWNJ}${stem}` : `${prefix}${stem}`;
}

const HAVE = verbParts('داشتن') as VerbParts;

/** The spoken present stem, or undefined when speech makes another verb of it («وایسادن»). */
function spokenPresent(verb: VerbParts): string | undefined {
  const { present } = verb;
  if (present === undefined) return undefined;
  const spoken = SPOKEN_STEM.get(withEnding(present, 'م').slice(0, -1)) ?? spokenVowels(present);
  return PREVERBS.some((preverb) => spoken.startsWith(preverb) && !present.startsWith(preverb)) ? undefined : spoken;
}

/** The spoken past stem: «خوند», «تونست», and «اومد» for «آمد», as colloquial.ts reads them. */
function spokenPast(past: string): string {
  return spokenVowels(past.replace(/^آمد/, 'اومد'));
}

/** A tense's spoken forms by person, as writtenTenses lays them out; '' where speech has none of its own. */
export interface SpokenRow {
  readonly positive: readonly string[];
  readonly negative: readonly string[];
}
type SpokenRows = Partial<Record<Tense, SpokenRow>>;

/** What the spoken tenses of one verb are made of. */
interface Speech {
  readonly verb: VerbParts;
  /** The compound's words and the preverb before a form. */
  readonly whole: (form: string) => string;
  /** The spoken present stem with a person's spoken ending. */
  readonly personal: (ending: string) => string;
  readonly present: string | undefined;
  readonly past: string;
  /** The positive subjunctive's and imperative's prefix: «ب», or none after a compound's words or a preverb. */
  readonly be: string;
  readonly copula: boolean;
  readonly noMi: boolean;
}

function presentTenses({ whole, personal, present, be, copula, noMi }: Speech, out: SpokenRows): void {
  if (copula) {
    const form = (stem: string) => PERSON_ENDINGS.map((e, p) => whole(p === 2 ? stem : stem + said(e, stem)));
    out.present = { positive: form(COPULA_STEMS.positive), negative: form(COPULA_STEMS.negative) };
  }
  if (present === undefined) return;
  const form = (prefix: string) => PERSON_ENDINGS.map((e) => whole(spokenPrefix(prefix, personal(e))));
  if (!copula) out.present = { positive: form(noMi ? '' : MI), negative: form(noMi ? NE : NEGATIVE_MI) };
  // «داشتن» makes both with «داشته باش», written and spoken alike.
  if (noMi) return;
  out.subjunctive = { positive: form(be), negative: form(NE) };
  // A one-letter spoken stem is no imperative («بر»): «برو» is said as written.
  const imperative = (prefix: string) =>
    IMPERATIVE_PERSONS.map((p) => {
      if (p !== 1) return whole(spokenPrefix(prefix, personal(PERSON_ENDINGS[p] ?? '')));
      return present.length > 1 ? whole(spokenPrefix(prefix, present)) : '';
    });
  out.imperative = { positive: imperative(be), negative: imperative(NE) };
}

function pastTenses({ whole, past }: Speech, out: SpokenRows): void {
  const form = (prefix: string) => PAST_ENDINGS.map((e) => whole(spokenPrefix(prefix, past) + said(e, past)));
  out.past = { positive: form(''), negative: form(NE) };
  out.imperfect = { positive: form(MI), negative: form(NEGATIVE_MI) };
  // The perfect is said as the past with its stress moved, the third person with its «ه»: «رفته».
  const perfect = (prefix: string) =>
    PAST_ENDINGS.map((e, p) => whole(spokenPrefix(prefix, past) + (p === 2 ? 'ه' : said(e, past))));
  out.perfect = { positive: perfect(''), negative: perfect(NE) };
  const auxiliary = (e: string) => `${PLUPERFECT_AUXILIARY}${said(e, PLUPERFECT_AUXILIARY)}`;
  const pluperfect = (prefix: string) =>
    PAST_ENDINGS.map((e) => whole(`${spokenPrefix(prefix, `${past}ه`)} ${auxiliary(e)}`));
  out.pluperfect = { positive: pluperfect(''), negative: pluperfect(NE) };
}

function progressiveTenses(out: SpokenRows): void {
  const have = HAVE.present ?? '';
  const present = out.present?.positive ?? [];
  const imperfect = out.imperfect?.positive ?? [];
  const positive = PERSON_ENDINGS.map((e, p) => `${have}${said(e, have)} ${present[p] ?? ''}`);
  out.progressive = { positive, negative: [] };
  const past = PAST_ENDINGS.map((e, p) => `${HAVE.past}${said(e, HAVE.past)} ${imperfect[p] ?? ''}`);
  out['past-progressive'] = { positive: past, negative: [] };
}

/** The spoken forms of a verb's tenses; a tense speech does not use («خواهم رفت») has none. */
export function spokenTenses(verb: VerbParts): SpokenRows {
  const { before, preverb } = verb;
  const present = spokenPresent(verb);
  // A stem speech keeps as written keeps its glide too («می‌گشایم»); the table's spoken ones take none.
  const written = present !== undefined && present === verb.present;
  const copula = verb.infinitive === 'بودن' && preverb === '';
  const speech: Speech = {
    verb,
    whole: (form) => `${before}${preverb}${form}`,
    personal: (e) => {
      const ending = said(e, present ?? '');
      return written ? withEnding(present ?? '', ending) : `${present ?? ''}${ending}`;
    },
    present,
    past: spokenPast(verb.past),
    be: verb.takesBe && !copula ? BE : '',
    copula,
    noMi: verb.present !== undefined && preverb === '' && NO_MI.has(verb.present),
  };
  const out: SpokenRows = {};
  presentTenses(speech, out);
  pastTenses(speech, out);
  if (present !== undefined && !speech.noMi && !copula) progressiveTenses(out);
  return out;
}
