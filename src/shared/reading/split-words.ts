/**
 * The words of a text as a reader taps them. A word is a run of letters, their marks and digits
 * holding at least one letter: Persian (a ZWNJ inside joins its parts: «می‌خواهم», «کتاب‌ها»),
 * Arabic-script, Latin or any other. Spaces, punctuation, emoji and a number alone are no words.
 * Offsets are UTF-16 code units, as JavaScript strings and the DOM count them.
 */

export interface TextWord {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

// Tatweel and ZWJ sit inside words; a ZWNJ only between two runs of letters, never at an end.
const WORD_RE = /[\p{L}\p{M}\p{Nd}\u0640\u200D]+(?:\u200C+[\p{L}\p{M}\p{Nd}\u0640\u200D]+)*/gu;
const LETTER_RE = /\p{L}/u;

export function splitWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(WORD_RE)) {
    if (!LETTER_RE.test(match[0])) continue;
    words.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  return words;
}

// What may stand between the pieces of one multi-word headword: spaces and ZWNJ, no line break.
const JOINING_GAP_RE = /^[ \u00A0\u200C\t]+$/;

/** Whether two neighbouring words may be pieces of one headword: only a space apart, on one line. */
export function joinable(text: string, before: TextWord, after: TextWord): boolean {
  return JOINING_GAP_RE.test(text.slice(before.end, after.start));
}
