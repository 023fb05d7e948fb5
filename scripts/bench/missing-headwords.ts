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
 *   reaches the lemma;
 * - a word whose form is itself another headword of the store («روی», lemma «رو») is shown that
 *   headword first, as the analyser's contract says (recognise.ts); it counts by its first reading,
 *   as suggest's forms count it (treebank-recall.ts). `formFirst` says how often the plain rule held.
 */
import { foldKey } from '../../src/shared/persian/inflection-text';
import { exactKey } from '../../src/shared/persian/normalise';
import { PRESENT_STEMS } from '../../src/shared/persian/present-stems';
import { wordCandidates } from '../../src/shared/reading/word-candidates';
import { isTreebankConvention, treebankHeadwords, treebankRows } from './treebank-recall';

export interface MissingRecall {
  /** Tokens whose lemma the store lacks and whose form is no headword. */
  readonly missing: number;
  /** Of those, the tokens linked to some other headword. */
  readonly linked: number;
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

/** One word however spelled: folded alike, one present stem's infinitives, «ـاندن»/«ـانیدن», «جای»/«جا». */
function sameWord(a: string, b: string): boolean {
  const one = (word: string) => {
    const key = foldKey(exactKey(word))
      .replace(/انیدن$/, 'اندن')
      .replace(/([او])ی$/, '$1');
    return SHARED_STEM.get(key) ?? key;
  };
  return one(a) === one(b);
}

export function missingHeadwords(): MissingRecall {
  const lemmas = [...treebankHeadwords('perdt/dev')].sort();
  const store = new Set(lemmas.filter((_, i) => i % 3 !== 0));
  const recall = { missing: 0, linked: 0, present: 0, first: 0, formFirst: 0, conventions: 0 };
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
    }
  }
  return recall;
}
