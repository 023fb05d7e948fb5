/**
 * The headwords one written word may lead to, in the order the analyser weighs them: the form
 * itself, then its readings (src/shared/persian/recognise.ts keeps the same order against a
 * store). A reader is shown the first one the dictionaries hold.
 */
import { analyse, type Description, type InflectionRule } from '../persian/inflection';
import { VERB_RULES } from '../persian/inflection-rules';
import { canonical, exactKey } from '../persian/normalise';
import { READINGS_WEIGHED } from '../persian/recognise';

export interface Candidate {
  /** The headword as the analyser spells it. */
  readonly title: string;
  /** Its exact key: two candidates with one key are one lookup. */
  readonly key: string;
  /** What the form is of the headword (plural: «جمعِ کتاب»); none for the form itself. */
  readonly description: Description;
  /** The reading's rules, from the headword outward; none for the form itself. */
  readonly rules: readonly InflectionRule[];
}

// Only Arabic-script words have readings: the rules cut Persian endings.
const ARABIC_SCRIPT_RE = /[\u0600-\u06FF]/;
// A written infinitive («داشتن», «گرفتن») may end a light verb as it stands.
const INFINITIVE_RE = /[دت]ن$/;

/**
 * The candidates of `form`, best first, one per exact key: the form itself, then its readings —
 * unless a reading is far likelier than the form's own word («بود» is «بودن» first, the noun next).
 */
export function wordCandidates(form: string): Candidate[] {
  const own = canonical(form);
  const self: Candidate = { title: own, key: exactKey(own), description: [], rules: [] };
  if (!ARABIC_SCRIPT_RE.test(form)) return [self];
  const out: Candidate[] = [];
  const seen = new Set([self.key]);
  let placed = false;
  for (const reading of analyse(form, READINGS_WEIGHED)) {
    // A far-fetched reading is no link: the reader is told the word is missing instead.
    if (!reading.plausible) continue;
    if (!placed && !reading.beforeForm) {
      out.push(self);
      placed = true;
    }
    const key = exactKey(reading.headword);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ title: reading.headword, key, description: reading.description, rules: reading.rules });
  }
  if (!placed) out.splice(out.length === 0 ? 0 : 1, 0, self);
  return out;
}

/**
 * Whether the candidate is a verb's infinitive: a verb form's reading, or an infinitive as
 * written, so a light verb's other words may stand before it («دوست داشتم», «دوست داشتن»).
 */
export function isVerb(candidate: Candidate): boolean {
  if (candidate.rules.length === 0) return INFINITIVE_RE.test(candidate.title);
  return candidate.rules.some((rule) => VERB_RULES.has(rule));
}

/** The form with a possessive pronoun cut off («دوستش» → «دوست»), when it reads so. */
export function withoutPronoun(candidates: readonly Candidate[]): Candidate | undefined {
  return candidates.find((candidate) => candidate.rules.length === 1 && candidate.rules[0] === 'possessive');
}
