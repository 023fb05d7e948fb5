/**
 * Which letters of an `ava` hit matched the query through a sound class rather than as the same
 * letter: «صلام» found for «سلام» has its ص matched through س/ص/ث. The headword and the query are
 * aligned letter by letter (a weighted edit distance in which a sound-class swap is nearly free and
 * the vowel carriers the ava key drops may come and go), and the swaps on that alignment are reported.
 */
import { AVA_CARRIERS as CARRIERS, canonical, MARKS_RE, SOUND_CLASSES } from './normalise';
import { lettersOf, type Letter } from './text-spans';

// A letter's class is the letter the ava key writes it as; the carriers, all dropped, are one class.
const CLASS_OF = new Map<string, string>(Object.entries(SOUND_CLASSES));
for (const written of Object.values(SOUND_CLASSES)) CLASS_OF.set(written, written);
for (const carrier of CARRIERS) CLASS_OF.set(carrier, CARRIERS);
// Carriers that are a sound of their own: left out of the query, they still matched through ء/ع.
const GLOTTAL = 'عء';

export interface SoundMark {
  /** Code-unit span of the letter in the headword as given. */
  readonly start: number;
  readonly end: number;
  /** The headword's letter and the query letter it stood for ('' for a silent ع or ء not typed). */
  readonly letter: string;
  readonly typed: string;
}

/** Letters that count, each with its place in `text`; marks, gaps and noise are skipped. */
function soundLetters(text: string): Letter[] {
  return lettersOf(text, (char) => canonical(char).replace(MARKS_RE, '')).filter(({ key, gap }) => key !== '' && !gap);
}

const SWAP = 0.25;
const CARRIER_GAP = 0.4;
const REPEAT_GAP = 0.4;
const OTHER = 1;

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  const ca = CLASS_OF.get(a);
  return ca !== undefined && ca === CLASS_OF.get(b) ? SWAP : OTHER;
}

/** Cost of a letter with nothing facing it: carriers and doubled letters are what ava drops. */
function gap(letters: readonly Letter[], i: number): number {
  const key = letters[i]?.key ?? '';
  if (CARRIERS.includes(key)) return CARRIER_GAP;
  return i > 0 && letters[i - 1]?.key === key ? REPEAT_GAP : OTHER;
}

/**
 * The headword letters matched to a different query letter of the same sound class, and any ع or ء
 * of the headword the query left out.
 */
export function soundMarks(headword: string, q: string): SoundMark[] {
  const a = soundLetters(headword);
  const b = soundLetters(q);
  if (a.length === 0 || b.length === 0 || a.length * b.length > 4096) return [];
  const width = b.length + 1;
  const cost = new Float64Array((a.length + 1) * width);
  for (let i = 1; i <= a.length; i += 1) cost[i * width] = (cost[(i - 1) * width] ?? 0) + gap(a, i - 1);
  for (let j = 1; j <= b.length; j += 1) cost[j] = (cost[j - 1] ?? 0) + gap(b, j - 1);
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      cost[i * width + j] = Math.min(
        (cost[(i - 1) * width + j - 1] ?? 0) + substitution(a[i - 1]?.key ?? '', b[j - 1]?.key ?? ''),
        (cost[(i - 1) * width + j] ?? 0) + gap(a, i - 1),
        (cost[i * width + j - 1] ?? 0) + gap(b, j - 1),
      );
    }
  }
  // Walk back along one cheapest alignment, collecting the swaps.
  const marks: SoundMark[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    const here = cost[i * width + j] ?? 0;
    const x = a[i - 1];
    const y = b[j - 1];
    if (x && y && here === (cost[(i - 1) * width + j - 1] ?? 0) + substitution(x.key, y.key)) {
      if (x.key !== y.key && substitution(x.key, y.key) === SWAP) {
        marks.push({ start: x.start, end: x.end, letter: x.key, typed: y.key });
      }
      i -= 1;
      j -= 1;
    } else if (x && here === (cost[(i - 1) * width + j] ?? 0) + gap(a, i - 1)) {
      if (GLOTTAL.includes(x.key)) marks.push({ start: x.start, end: x.end, letter: x.key, typed: '' });
      i -= 1;
    } else j -= 1;
  }
  for (; i > 0; i -= 1) {
    const x = a[i - 1];
    if (x && GLOTTAL.includes(x.key)) marks.push({ start: x.start, end: x.end, letter: x.key, typed: '' });
  }
  return marks.reverse();
}
