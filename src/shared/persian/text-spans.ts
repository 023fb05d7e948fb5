/**
 * Where typed text sits inside a headword or a meaning, matched through the Persian normaliser so
 * that «كتا» (Arabic kaf, typed) finds «کتا» in «کتاب» and marks the text's own letters.
 */
import { exactKey } from './normalise';

export interface Span {
  readonly start: number;
  readonly end: number;
}

// exactKey drops a word-final hamza; letter by letter every hamza looks final, so keep it.
function letterKey(char: string): string {
  return char === '\u0621' ? char : exactKey(char);
}

const GAP_RE = /[\s\u200C]/;

/** A letter's key with every gap kept as one space: a word searched for cannot match across words. */
export function keyWithGaps(char: string): string {
  return GAP_RE.test(char) ? ' ' : letterKey(char);
}

export interface Letter {
  readonly start: number;
  readonly end: number;
  readonly key: string;
  readonly gap: boolean;
}

/** Each character of `text` with its place and its key (`keyOf`, the exact key by default). */
export function lettersOf(text: string, keyOf: (char: string) => string = letterKey): Letter[] {
  const letters: Letter[] = [];
  let offset = 0;
  for (const char of text) {
    letters.push({ start: offset, end: offset + char.length, key: keyOf(char), gap: GAP_RE.test(char) });
    offset += char.length;
  }
  return letters;
}

/** The code-unit span of the letters whose keys run from `keyStart` for `keyLength` characters. */
export function spanOf(letters: readonly Letter[], keyStart: number, keyLength: number): Span | undefined {
  const keyEnd = keyStart + keyLength;
  let keyPos = 0;
  let start = -1;
  let end = -1;
  for (const letter of letters) {
    if (start < 0 && keyPos + letter.key.length > keyStart) start = letter.start;
    keyPos += letter.key.length;
    if (end < 0) {
      if (keyPos >= keyEnd) end = letter.end;
    } else if (letter.key === '' && !letter.gap && end === letter.start) {
      // Harakat right after the last matched letter belong to it.
      end = letter.end;
    } else break;
  }
  return start >= 0 && end > start ? { start, end } : undefined;
}

/**
 * `span` cut at each space or ZWNJ of `text` that `kept` does not hold, those gaps left out: a
 * mark covers letters, never the gap between two words the reader did not type.
 */
export function splitAtGaps(text: string, span: Span, kept: string): Span[] {
  const pieces: Span[] = [];
  let start = span.start;
  let offset = span.start;
  for (const char of text.slice(span.start, span.end)) {
    if (GAP_RE.test(char) && !kept.includes(char)) {
      if (offset > start) pieces.push({ start, end: offset });
      start = offset + char.length;
    }
    offset += char.length;
  }
  if (span.end > start) pieces.push({ start, end: span.end });
  return pieces;
}

/**
 * Where `typed` sits in `text`, first occurrence, matched through the normaliser (gaps ignored, as
 * suggestions match): the text's own letters, in pieces split at gaps `typed` does not hold.
 */
export function findTyped(text: string, typed: string): Span[] {
  const needle = exactKey(typed);
  if (needle === '') return [];
  const letters = lettersOf(text);
  const keyStart = letters
    .map((letter) => letter.key)
    .join('')
    .indexOf(needle);
  const span = keyStart < 0 ? undefined : spanOf(letters, keyStart, needle.length);
  return span ? splitAtGaps(text, span, typed) : [];
}
