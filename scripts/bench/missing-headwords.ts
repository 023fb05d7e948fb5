/**
 * What the reading page links when a store lacks a word's headword: PerDT's dev split
 * (test/fixtures/perdt/) read against its gold lemmas less every third (in the order of their
 * exact keys). A word whose lemma was taken out and whose form is no headword either should get
 * no link («در فرهنگ‌ها نیست»); a word whose lemma is there should still reach it first. Counted
 * per token, with the reading core's candidates (src/shared/reading/word-candidates.ts), the
 * form itself first. How it counts, so that a right link is not scored as a wrong one:
 * - the treebank's own conventions («شد» lemmatised as «کردن»: treebank-recall.ts) are left out:
 *   their form is a form of the headword it links to («شدن»); so is a gold lemma mistyped in Latin
 *   letters («نقاشd»);
 * - a link to the lemma as spelled otherwise (a hamza's other seat, «مسأله» for «مسئله»; the other
 *   infinitive of one present stem, «گذاشتن» for «گذاردن»; «ـانیدن» for «ـاندن»; «جای» for «جا»)
 *   reaches the lemma, and so does a compound verb for the simple verb the treebank lemmatises its
 *   forms to («برگشتن» for «برمی‌گشت», lemma «گشتن»: a dictionary lists the compound first);
 * - a word whose form is itself another headword of the store («روی», lemma «رو») is shown that
 *   headword first, as the analyser's contract says (recognise.ts); it counts by its first reading,
 *   as suggest's forms count it (treebank-recall.ts). `formFirst` says how often the plain rule held;
 * - of the words linked though their lemma is missing, a link to the lemma's own word (relatedLink)
 *   is a related one; any other link is to an unrelated look-alike.
 *
 * A reader's store holds more than the treebank's lemmas: `extra` are headwords beside them (the
 * embedded default's), so that homographs compete; a lemma taken out is taken out of them too.
 */
import { foldKey } from '../../src/shared/persian/inflection-text';
import { exactKey } from '../../src/shared/persian/normalise';
import { PRESENT_STEMS } from '../../src/shared/persian/present-stems';
import { PREVERBS } from '../../src/shared/persian/verb-prefixes';
import { wordCandidates } from '../../src/shared/reading/word-candidates';
import { isTreebankConvention, treebankHeadwords, treebankRows } from './treebank-recall';

export interface MissingRecall {
  /** Tokens whose lemma the store lacks and whose form is no headword. */
  readonly missing: number;
  /** Of those, the tokens linked to some other headword. */
  readonly linked: number;
  /** Of those, the tokens linked to a headword neither the lemma's base nor a form of it. */
  readonly unrelated: number;
  /** Tokens whose lemma the store has. */
  readonly present: number;
  /** Of those, the tokens whose first found reading is their lemma (the form first if it is it). */
  readonly first: number;
  /** Of those, the tokens whose first found candidate, the form itself included, is their lemma. */
  readonly formFirst: number;
  /** Tokens of the treebank's conventions (and of its one lemma typed in Latin letters), left out. */
  readonly conventions: number;
}

/** Infinitives one present stem gives («گذار»: «گذاشتن», «گذاردن»), by folded key. */
const SHARED_STEM = new Map<string, string>();
for (const infinitives of PRESENT_STEMS.values()) {
  for (const infinitive of infinitives)
    SHARED_STEM.set(foldKey(exactKey(infinitive)), foldKey(exactKey(infinitives[0] ?? '')));
}

/** A compound verb's preverb: the treebank lemmatises «برگشت» as «گشتن», a dictionary lists «برگشتن» first. */
const PREVERB_RE = new RegExp(`^(?:${PREVERBS.join('|')})(?=.+[دت]ن$)`);

/**
 * One word however spelled: folded alike, one present stem's infinitives, «ـاندن»/«ـانیدن»,
 * «جای»/«جا», and a compound verb for the simple verb the treebank gives as its lemma.
 */
function sameWord(a: string, b: string): boolean {
  const one = (word: string) => {
    const key = foldKey(exactKey(word))
      .replace(/انیدن$/, 'اندن')
      .replace(/([او])ی$/, '$1');
    return SHARED_STEM.get(key) ?? key;
  };
  return one(a) === one(b) || one(a.replace(PREVERB_RE, '')) === one(b);
}

/** Endings that make one word of another: a word and its base are no look-alikes. */
const AFFIXES = new Set([
  'ی',
  'یی',
  'ای',
  'گی',
  'ه',
  'ان',
  'ها',
  'ات',
  'یت',
  'انه',
  'ین',
  'تر',
  'ترین',
  'گاه',
  'گر',
  'ش',
  'ار',
  'نده',
  'ک',
  'چه',
  'مند',
  'وار',
  'ستان',
  'دان',
]);
const INFINITIVE_RE = /[دت]ن$/;
/** Hamza on any seat, or on none: «مسأله» and «مسئله» are one word. */
const HAMZA_RE = /[ءأإئؤ]/g;
const key = (word: string): string => foldKey(exactKey(word.replace(HAMZA_RE, 'ء')));

/** A verb's stems and participle, bare or with «ب»: «شکست», «شکن», «شکسته», «بشکن» are of «شکستن». */
function verbPieces(infinitive: string): Set<string> {
  const past = infinitive.slice(0, -1);
  const present = [...PRESENT_STEMS].filter(([, of]) => of.includes(infinitive)).map(([stem]) => stem);
  if (infinitive.endsWith('یدن')) present.push(infinitive.slice(0, -3));
  const pieces = [past, `${past}ه`, ...present, ...present.map((stem) => `ب${stem}`)];
  return new Set(pieces.map(key));
}

/**
 * Whether a link to `shown` for a word of `lemma` is to the lemma's own word: the same word
 * however spelled, its base or a form of it by a regular affix («پدری» → «پدر», «دوستان» for
 * «دوست»), a compound verb and its simple verb, or a verb and its stem, participle or imperative.
 */
export function relatedLink(shown: string, lemma: string): boolean {
  if (sameWord(shown, lemma)) return true;
  const a = key(shown);
  const b = key(lemma);
  if (a === b) return true;
  const affixed = (long: string, short: string) => long.startsWith(short) && AFFIXES.has(long.slice(short.length));
  if (affixed(a, b) || affixed(b, a)) return true;
  if (INFINITIVE_RE.test(a) && INFINITIVE_RE.test(b)) {
    if (a.endsWith(b) || b.endsWith(a)) return true;
    // Two infinitives of one present stem («سپاردن», «سپردن»).
    const pieces = verbPieces(lemma);
    if ([...verbPieces(shown)].some((piece) => pieces.has(piece) && piece !== key(shown).slice(0, -1))) return true;
  }
  return (INFINITIVE_RE.test(a) && verbPieces(shown).has(b)) || (INFINITIVE_RE.test(b) && verbPieces(lemma).has(a));
}

export function missingHeadwords(extra: ReadonlySet<string> = new Set()): MissingRecall {
  const lemmas = [...treebankHeadwords('perdt/dev')].sort();
  const removed = new Set(lemmas.filter((_, i) => i % 3 === 0));
  const store = new Set([...lemmas, ...extra].filter((key) => !removed.has(key)));
  const recall = { missing: 0, linked: 0, unrelated: 0, present: 0, first: 0, formFirst: 0, conventions: 0 };
  for (const row of treebankRows('perdt/dev')) {
    const { form, lemma, count } = row;
    // A gold lemma in Latin letters («نقاشd») is a typo of the treebank's, no headword.
    if (isTreebankConvention(row) || /[a-z]/i.test(lemma)) {
      recall.conventions += count;
      continue;
    }
    const found = wordCandidates(form).filter((candidate) => store.has(candidate.key));
    const shown = found[0];
    const reaches = shown !== undefined && sameWord(shown.title, lemma);
    if (store.has(exactKey(lemma))) {
      recall.present += count;
      if (reaches) recall.formFirst += count;
      const reading = shown?.rules.length === 0 && !reaches ? found[1] : shown;
      if (reading !== undefined && sameWord(reading.title, lemma)) recall.first += count;
    } else if (!store.has(exactKey(form))) {
      recall.missing += count;
      if (shown !== undefined && !reaches) recall.linked += count;
      if (shown !== undefined && !relatedLink(shown.title, lemma)) recall.unrelated += count;
    }
  }
  return recall;
}
