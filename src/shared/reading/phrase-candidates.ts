/**
 * Multi-word headwords a text may hold, split or inflected: a light verb («دوستش داشتم» →
 * «دوست داشتن», «تصمیم نخواهند گرفت» → «تصمیم گرفتن», «به دست آورد» → «به دست آوردن»), an idiom
 * («سر کیسه را شل کردم»). Only runs that end in a verb form are proposed (the verbs and how far
 * back: phrase-verbs.ts), and for each only a few spellings; the store decides, so nothing is
 * joined it does not hold.
 */
import { canonical, exactKey } from '../persian/normalise';
import { PREVERBS } from '../persian/verb-prefixes';
import { phraseVerbs, type PhraseReach, type PhraseVerb } from './phrase-verbs';
import { remembered } from './remembered';
import { joinable, type TextWord } from './split-words';
import { withoutPronoun, wordCandidates, type Candidate } from './word-candidates';

/** A multi-word headword over words `first` to `last` (indexes into the text's words). */
export interface PhraseCandidate {
  readonly first: number;
  readonly last: number;
  readonly candidate: Candidate;
}

/** Words no headword holds before its verb: the object marker, «و», «که». */
const NEVER_INSIDE: ReadonlySet<string> = new Set(['را', 'و', 'که']);
// The future's auxiliary before its stem («خواهند گرفت»), a preverb on it («برخواهند داشت»), and
// what follows a participle («گرفته بودم»).
const FUTURE_AUXILIARY_RE = new RegExp(`^(?:${PREVERBS.join('|')})?ن?خواه(?:م|ی|د|یم|ید|ند)$`);
// Spoken too: «گرفته بودین», «نکرده باشه».
const AFTER_PARTICIPLE_RE = /^(?:(?:بود|باش)(?:م|ی|یم|ید|ند|د|ین|ن|ه)?|است|ام|ای|ایم|اید|اند)$/;
const ARABIC_SCRIPT_RE = /^[\u0600-\u06FF\u200C]+$/;

interface Remembered {
  readonly canonical: (text: string) => string;
  readonly candidates: (text: string) => Candidate[];
}

interface VerbUnit {
  readonly first: number;
  readonly last: number;
  readonly verbs: readonly PhraseVerb[];
}

/** The verb forms of the text: one word, or two when an auxiliary stands apart. */
function verbUnits(
  text: string,
  words: readonly TextWord[],
  singles: readonly (readonly Candidate[])[],
  memo: Remembered,
  reach: PhraseReach | undefined,
): VerbUnit[] {
  const units: VerbUnit[] = [];
  words.forEach((word, last) => {
    const before = words[last - 1];
    if (before !== undefined && joinable(text, before, word)) {
      const aux = FUTURE_AUXILIARY_RE.test(memo.canonical(before.text));
      const participle = AFTER_PARTICIPLE_RE.test(memo.canonical(word.text)) && before.text.endsWith('ه');
      const readings = aux || participle ? memo.candidates(`${before.text} ${word.text}`) : [];
      const pair = phraseVerbs(
        readings.filter((candidate) => candidate.rules.length > 0),
        reach,
      );
      if (pair.length > 0) {
        // The auxiliary is no verb of its own here: «نخواهند گرفت» is «گرفتن», not «خواستن».
        if (units.at(-1)?.last === last - 1) units.pop();
        units.push({ first: last - 1, last, verbs: pair });
        return;
      }
    }
    const verbs = phraseVerbs(singles[last] ?? [], reach);
    if (verbs.length > 0) units.push({ first: last, last, verbs });
  });
  return units;
}

/**
 * How many words before a verb unit a phrase may take, up to `most`: Persian words a space apart.
 * Narrow, none across «را», «و» or «که»; wide, they may stand inside («سر کیسه را شل کردن»).
 */
function wordsBefore(text: string, words: readonly TextWord[], unit: VerbUnit, most: number, wide: boolean): number {
  let reach = 0;
  for (let at = unit.first - 1; at >= 0 && reach < most; at--) {
    const word = words[at];
    const after = words[at + 1];
    if (word === undefined || after === undefined || !joinable(text, word, after)) break;
    if (!ARABIC_SCRIPT_RE.test(word.text) || (!wide && NEVER_INSIDE.has(word.text))) break;
    reach++;
  }
  return reach;
}

/**
 * Every multi-word candidate of the text, longest first at each verb. `reach`: where a candidate
 * costs no request, how far a verb's phrases go (phrase-verbs.ts); none against another service.
 */
export function phraseCandidates(
  text: string,
  words: readonly TextWord[],
  singles: readonly (readonly Candidate[])[],
  candidatesOf: (form: string) => Candidate[] = wordCandidates,
  reach?: PhraseReach,
): PhraseCandidate[] {
  const out: PhraseCandidate[] = [];
  const memo = { canonical: remembered(canonical), candidates: remembered(candidatesOf) };
  // A phrase's key is its words' keys joined, as exact keys drop the space between them.
  const key = remembered(exactKey);
  for (const unit of verbUnits(text, words, singles, memo, reach)) {
    // The headword's verb is one word, though its future or perfect is two («خواهد بود»).
    const most = Math.max(...unit.verbs.map(({ before }) => before));
    const taken = wordsBefore(text, words, unit, most, reach !== undefined);
    const before = words.slice(unit.first - taken, unit.first);
    const written = before.map((word) => memo.canonical(word.text));
    const keys = before.map((word) => key(word.text));
    for (let count = taken; count >= 1; count--) {
      const at = taken - count;
      // No headword starts with «را», «و» or «که».
      if (NEVER_INSIDE.has(written[at] ?? '')) continue;
      const spellings = [{ titles: written.slice(at), key: keys.slice(at).join('') }];
      // A pronoun on the word before the verb («دوستش داشتم») is cut; further back it is rarer.
      const near = count === 1 ? withoutPronoun(singles[unit.first - 1] ?? []) : undefined;
      if (near !== undefined) spellings.push({ titles: [near.title], key: near.key });
      for (const spelled of spellings) {
        for (const { verb: infinitive, before: most } of unit.verbs) {
          if (count > most) continue;
          const title = [...spelled.titles, infinitive.title].join(' ');
          // The verb's description is the whole headword's, drawn with its title: «گذشته از دوست داشتن».
          const phraseKey = spelled.key + infinitive.key;
          const candidate = { title, key: phraseKey, description: infinitive.description, rules: infinitive.rules };
          out.push({ first: unit.first - count, last: unit.last, candidate });
        }
      }
    }
  }
  return out;
}
