/** What the spoken-form readers hand the analyser: a written spelling and its cost. */
import type { Step } from './inflection-rules';

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
  /** Taken only where writers write it so: the plural «ان» of a spoken «ا» («کسانی», not «شبانی»). */
  readonly ifWritten?: true;
  /**
   * A verb's spelling: the written ending it put on the stem, which a reading of it cuts, no other
   * («می‌شورم» is «می‌شویم», «I wash»: «شوی» and «م», never «شو» and «یم», «we become»).
   */
  readonly ending?: string;
}

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

/** A spelling read as it is written, with no clitic cut. */
export function spelled(out: Spelling[], written: string, cost: number, kind: Spelling['kind'] = 'word'): void {
  out.push({ written, read: written, cost, kind });
}

/** A verb's spelling, and the ending a reading of it must cut, if one must. */
export function spelledVerb(out: Spelling[], written: string, cost: number, ending: string | undefined): void {
  out.push(
    ending === undefined
      ? { written, read: written, cost, kind: 'verb' }
      : { written, read: written, cost, kind: 'verb', ending },
  );
}
