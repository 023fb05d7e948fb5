/**
 * Where a text written in one direction holds runs of the other: «(n.)» in a Persian meaning,
 * «کتاب» in an English one. Each such run is to be isolated (`<bdi dir>`): left in the flow, a
 * Latin run's neutral ends take the Persian direction and «(n.)» reads «(.n)».
 */

export type Direction = 'rtl' | 'ltr';

/** `[start, end)` of a text; `isolate` names the direction of a run written the other way. */
export interface DirectionRun {
  readonly start: number;
  readonly end: number;
  readonly isolate?: Direction;
}

const RTL_SCRIPT = /[\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}]/u;
const LETTER = /\p{L}/u;
// A run's ends grow over what is written against its letters (`n.`, `C++`, `mp3`), up to a space, a
// sentence's separators, a quote or a bracket: those belong to the text around it.
const STOP = /[\s,;:،؛«»"“”()[\]{}]/u;
const PAIRS: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };

const FULL_STOP = /[.!?…]/u;

/**
 * A run's end less the full stop of the sentence around it. The dictionaries abbreviate in Latin
 * («n.», «adj.», «e.g.»), so a Latin run keeps its dots while text follows; at the end of the text,
 * and after a Persian run, the stop is the surrounding sentence's.
 */
function withoutFullStop(text: string, end: number, floor: number, run: Direction): number {
  let cut = end;
  while (cut > floor && FULL_STOP.test(text.charAt(cut - 1))) cut -= 1;
  return run === 'ltr' && end < text.length ? end : cut;
}

/** The direction a character is strongly written in, if any (letters only: digits go either way). */
export function strongDirection(char: string): Direction | undefined {
  if (!LETTER.test(char)) return undefined;
  return RTL_SCRIPT.test(char) ? 'rtl' : 'ltr';
}

/** The direction of a text's first strong letter, as `dir="auto"` finds it; undefined when it has none. */
export function firstStrongDirection(text: string): Direction | undefined {
  for (const char of text) {
    const dir = strongDirection(char);
    if (dir) return dir;
  }
  return undefined;
}

/** The text cut into runs, in order and covering it: the base direction's, and the other's to isolate. */
export function directionRuns(text: string, base: Direction): DirectionRun[] {
  const other: Direction = base === 'rtl' ? 'ltr' : 'rtl';
  const runs: DirectionRun[] = [];
  let done = 0;
  let at = 0;
  while (at < text.length) {
    if (strongDirection(text.charAt(at)) !== other) {
      at += 1;
      continue;
    }
    // The foreign letters up to the next letter of the base direction.
    let last = at;
    let next = at + 1;
    while (next < text.length && strongDirection(text.charAt(next)) !== base) {
      if (strongDirection(text.charAt(next)) === other) last = next;
      next += 1;
    }
    let start = at;
    let end = last + 1;
    while (start > done && !STOP.test(text.charAt(start - 1)) && strongDirection(text.charAt(start - 1)) !== base) {
      start -= 1;
    }
    while (end < text.length && !STOP.test(text.charAt(end)) && strongDirection(text.charAt(end)) !== base) end += 1;
    end = withoutFullStop(text, end, last + 1, other);
    // Brackets round the whole run go with it: «(n.)», not «(» «n.» «)».
    while (
      start > done &&
      PAIRS[text.charAt(start - 1)] !== undefined &&
      PAIRS[text.charAt(start - 1)] === text.charAt(end)
    ) {
      start -= 1;
      end += 1;
    }
    if (start > done) runs.push({ start: done, end: start });
    runs.push({ start, end, isolate: other });
    done = end;
    at = end;
  }
  if (done < text.length) runs.push({ start: done, end: text.length });
  return runs;
}
