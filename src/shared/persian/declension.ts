/**
 * A noun's plurals and an adjective's degrees. «ها» and «تر»/«ترین» every such word takes; the
 * other plurals («ان», «ات», «جات», a broken plural) only where the data has them: a form the
 * dictionary lists for the word that the analyser reads as its plural and nothing else, and the
 * broken plurals of our own table (broken-plurals.ts).
 */
import { BROKEN_PLURALS } from './broken-plurals';
import { analyse } from './inflection';
import type { InflectionRule } from './inflection-rules';
import { foldKey, ZWNJ } from './inflection-text';
import { COMPARATIVE_SUFFIX, PLURAL_SUFFIX, SUPERLATIVE_SUFFIX } from './noun-suffixes';

/** A form of a noun or adjective and what it is of the word. */
export interface DeclinedForm {
  readonly text: string;
  readonly rule: Extract<InflectionRule, 'plural' | 'broken-plural' | 'comparative' | 'superlative'>;
}

const ONE_WORD_RE = /^[^\s\u200C]+$/;

/** Singular → its broken plurals in our table. */
const BROKEN_OF = new Map<string, string[]>();
for (const [plural, singular] of BROKEN_PLURALS) {
  const key = foldKey(singular);
  BROKEN_OF.set(key, [...(BROKEN_OF.get(key) ?? []), plural]);
}

/**
 * The plurals of a one-word noun, «ها» first, then each of `listed` (the dictionary's other forms
 * of it) the analyser reads as only its plural, then our table's broken plurals. None for a phrase:
 * which of its words takes the plural is the phrase's own («آب‌های معدنی»).
 */
export function pluralsOf(noun: string, listed: readonly string[]): DeclinedForm[] {
  if (!ONE_WORD_RE.test(noun)) return [];
  const own = foldKey(noun);
  const out: DeclinedForm[] = [{ text: `${noun}${ZWNJ}${PLURAL_SUFFIX}`, rule: 'plural' }];
  const seen = new Set([foldKey(out[0]?.text ?? '')]);
  const add = (text: string, rule: DeclinedForm['rule']) => {
    const key = foldKey(text);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ text, rule });
  };
  for (const form of listed) {
    if (!ONE_WORD_RE.test(form.replaceAll(ZWNJ, ''))) continue;
    const reading = analyse(form).find((r) => foldKey(r.headword) === own);
    const rule = reading?.rules.length === 1 ? reading.rules[0] : undefined;
    if (rule === 'plural' || rule === 'broken-plural') add(form, rule);
  }
  for (const plural of BROKEN_OF.get(own) ?? []) add(plural, 'broken-plural');
  return out;
}

/** A one-word adjective's comparative and superlative; none for a phrase. */
export function degreesOf(adjective: string): DeclinedForm[] {
  if (!ONE_WORD_RE.test(adjective)) return [];
  return [
    { text: `${adjective}${ZWNJ}${COMPARATIVE_SUFFIX}`, rule: 'comparative' },
    { text: `${adjective}${ZWNJ}${SUPERLATIVE_SUFFIX}`, rule: 'superlative' },
  ];
}
