/**
 * How much a word is used, as the analyser weighs its readings: the lexeme's use (a headword with
 * all its forms: «کتاب» with «کتاب‌ها», «رفتن» with «رفتم», «می‌رود»…) and, for common forms, the
 * form's own (how often «خانم» is written, whatever it is). Both are log10 of counts in the
 * frequency list (data/frequency/), in quarter decades, for the words and forms common enough to
 * matter; a word not in the table is rare. The table is made by `npm run data:build`
 * (scripts/data/build-use-weights.ts) and travels with the analyser, in the browser too.
 */
import { USE_CONJUNCTIONS, USE_PREPOSITIONS, USE_TABLE } from './use-table';

/** A word's uses: undefined when the table does not hold it. */
export interface UseWeights {
  /** log10 of how often the word is used as a headword, its forms included. */
  lexeme(key: string): number | undefined;
  /** log10 of how often the form is written as it stands; only common forms are held. */
  form(key: string): number | undefined;
  /** A preposition (it takes no plural, «ی» or copula, but a pronoun: «برایم»), or a conjunction or particle (none). */
  closed(key: string): 'preposition' | 'conjunction' | undefined;
}

/** Two characters an entry after its key: the lexeme's and the form's quarter decades, from «0». */
const STEP = 4;
const ZERO = 0x30;
/** The form's character when only the lexeme is held, and the lexeme's when only the form is. */
export const NO_FORM = '~';
export const NO_LEXEME = '~';

/** Letters an entry's key may share with the key before it, said by one digit. */
export const MAX_SHARED = 9;

function parse(table: string): Map<string, string> {
  const entries = new Map<string, string>();
  let before = '';
  for (const entry of table.split(' ')) {
    if (entry.length < 3) continue;
    const key = before.slice(0, entry.charCodeAt(0) - ZERO) + entry.slice(1, -2);
    entries.set(key, entry.slice(-2));
    before = key;
  }
  return entries;
}

/**
 * Uses read from a table of entries in key order, space apart: how many letters the key shares
 * with the one before (a digit), the rest of it, the lexeme's character and the form's.
 */
export function useWeights(table: string, prepositions = '', conjunctions = ''): UseWeights {
  let entries: Map<string, string> | undefined;
  let closed: Map<string, 'preposition' | 'conjunction'> | undefined;
  const at = (key: string): string | undefined => (entries ??= parse(table)).get(key);
  return {
    lexeme(key) {
      const code = at(key)?.charCodeAt(0);
      return code === undefined || code === NO_LEXEME.charCodeAt(0) ? undefined : (code - ZERO) / STEP;
    },
    form(key) {
      const code = at(key)?.charCodeAt(1);
      return code === undefined || code === NO_FORM.charCodeAt(0) ? undefined : (code - ZERO) / STEP;
    },
    closed(key) {
      closed ??= new Map([
        ...prepositions.split(' ').map((word) => [word, 'preposition'] as const),
        ...conjunctions.split(' ').map((word) => [word, 'conjunction'] as const),
      ]);
      return closed.get(key);
    },
  };
}

/** The character a log10 count is written as. */
export function useChar(log: number): string {
  return String.fromCharCode(ZERO + Math.max(0, Math.round(log * STEP)));
}

/** The weights the analyser reads by default: the frequency list's. */
export const USE_WEIGHTS: UseWeights = useWeights(USE_TABLE, USE_PREPOSITIONS, USE_CONJUNCTIONS);

/** No weights at all: the analyser's rules alone (what the table itself is built from). */
export const NO_WEIGHTS: UseWeights = {
  lexeme: () => undefined,
  form: () => undefined,
  closed: () => undefined,
};
