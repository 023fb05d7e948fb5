/**
 * A form's romanisation composed from its headword's and its ending's, where the ending is one of
 * the few whose reading is sure: the plural «ها» and «ان», the possessive pronouns, the «ی» of
 * indefiniteness, the comparative («کتاب‌ها» ketâb-hâ, «دوستانم» dustânam, «خانه‌ام» xâne-am). Any
 * other form — a verb's, above all — has none: a wrong reading is worse than none.
 */
import { exactKey } from './normalise';

/** After a consonant. */
const AFTER_CONSONANT: Readonly<Record<string, string>> = {
  ها: '-hâ',
  های: '-hâ-ye',
  هایم: '-hâyam',
  هایت: '-hâyat',
  هایش: '-hâyaš',
  هایمان: '-hâyemân',
  هایتان: '-hâyetân',
  هایشان: '-hâyešân',
  ان: 'ân',
  انم: 'ânam',
  انت: 'ânat',
  انش: 'ânaš',
  انمان: 'ânemân',
  انتان: 'ânetân',
  انشان: 'ânešân',
  م: 'am',
  ت: 'at',
  ش: 'aš',
  مان: 'emân',
  تان: 'etân',
  شان: 'ešân',
  ی: 'i',
  تر: 'tar',
  ترین: 'tarin',
};

/** After the silent «ه» of a word read with a final e («خانه» xâne). */
const AFTER_SILENT_H: Readonly<Record<string, string>> = {
  ها: '-hâ',
  ام: '-am',
  ات: '-at',
  اش: '-aš',
  مان: '-mân',
  تان: '-tân',
  شان: '-šân',
  ای: '-i',
};

/** After a long vowel written as a letter («دریا» daryâ, «بازو» bâzu). */
const AFTER_LONG_VOWEL: Readonly<Record<string, string>> = {
  ها: '-hâ',
  یم: 'yam',
  یت: 'yat',
  یش: 'yaš',
  یمان: 'yemân',
  یتان: 'yetân',
  یشان: 'yešân',
  یی: 'yi',
};

/** The romanisation of `form` from `headword`'s (`pron`), or '' when its ending's reading is not sure. */
export function composedPron(form: string, headword: string, pron: string): string {
  const word = exactKey(form);
  const stem = exactKey(headword);
  if (pron === '' || stem === '' || word === stem || !word.startsWith(stem)) return '';
  const ending = word.slice(stem.length);
  const last = pron.at(-1) ?? '';
  let table = AFTER_CONSONANT;
  if (last === 'e' && stem.endsWith('ه')) table = AFTER_SILENT_H;
  else if ('âiu'.includes(last)) table = AFTER_LONG_VOWEL;
  else if ('aeo'.includes(last)) return '';
  const added = table[ending];
  return added === undefined ? '' : `${pron}${added}`;
}
