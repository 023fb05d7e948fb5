/**
 * The first sense of a meaning as plain text, for a reader's glance (the reading page's popover,
 * `POST /api/read`): the dictionaries number their senses («۱. … ۲. …», «1 - … 2 - …») or part
 * them with « || » (dehkhoda), or list them as HTML (`<ol><li>`, as Wiktionary's do); what comes
 * before the first number or item is the word's grammar.
 */
import { firstLine, shorten } from '../plain-text';

/** The longest first sense shown, in code points; a longer one is cut as search snippets are. */
export const FIRST_SENSE_MAX = 150;

const SENSE_BREAK = ' || ';
// A sense number: 1 or ۱, then «.», «-» or «)», then a space.
const FIRST_NUMBER_RE = /(?:^|\s)[1۱]\s*[-.)]\s+/;
const SECOND_NUMBER_RE = /\s[2۲]\s*[-.)]\s/;
// A list's first item runs to its end, a list inside it, or the list's end.
const FIRST_ITEM_RE = /<li(?:\s[^>]*)?>([\s\S]*?)(?:<\/li>|<[ou]l[\s>]|<\/[ou]l>)/i;

/**
 * Wiktionary's section on a letter of the alphabet, when another part of speech follows it: «و» in
 * a text is "and", not "the thirtieth letter", and «ب» typed short is «به».
 */
const LETTER_SECTION_RE = /^\s*<i>character<\/i>\s*(?:<br\s*\/?>\s*)?<ol>[\s\S]*?<\/ol>\s*(?:<br\s*\/?>\s*)*(?=<i>)/i;

/** The first sense of `meaning` (HTML or text, or a search snippet of it), at most `max` code points. */
export function firstSense(meaning: string, max = FIRST_SENSE_MAX): string {
  const item = FIRST_ITEM_RE.exec(meaning.replace(LETTER_SECTION_RE, ''))?.[1];
  let sense = firstLine(item ?? meaning, Number.MAX_SAFE_INTEGER);
  const broken = sense.indexOf(SENSE_BREAK);
  if (broken >= 0) sense = sense.slice(0, broken);
  const first = FIRST_NUMBER_RE.exec(sense);
  if (first !== null) {
    const rest = sense.slice(first.index + first[0].length);
    const second = SECOND_NUMBER_RE.exec(rest);
    sense = second === null ? rest : rest.slice(0, second.index);
  }
  return shorten(sense.trim(), max);
}
