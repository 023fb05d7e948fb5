/**
 * The reading page's bigram table (src/shared/reading/context-table.ts, read by context.ts) from
 * the written treebank of the frequency list (data/frequency/seraji-dev/, CC BY-SA 4.0): for each
 * shape of word and each word or headword standing before or after it, how much likelier than
 * usual the word was a verb there, as smoothed log-odds. Only neighbours seen often enough, and
 * saying enough, are kept. `npm run data:build` writes it; the same treebank gives the same bytes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREQUENCY_DIR } from '../../src/server/dictionary/frequency-list';
import { formKey } from '../../src/shared/persian/inflection';
import { cueKey, oddsChar, shapeOf, type Shape } from '../../src/shared/reading/context';
import { WRITTEN } from './build-frequency';
import { taggedSentences, type TaggedToken } from './conllu';

export const CONTEXT_TABLE_FILE = 'src/shared/reading/context-table.ts';

/** A neighbour is kept once seen beside this many words of a shape. */
const MIN_SEEN = 5;
/** And when it moves the odds at least this much (in nats). */
const MIN_SAY = 1;
/** Words of the shape's own odds a neighbour's counts are smoothed with. */
const SMOOTHING = 2;

const VERBAL = new Set(['VERB', 'AUX']);
const ASKED: ReadonlySet<string> = new Set<Shape>(['d', 'h']);

/** A neighbour's headword as a dictionary lists it: a verb's infinitive, any other word itself. */
function headwordOf(token: TaggedToken): string {
  return VERBAL.has(token.upos) && /[دت]$/.test(token.lemma) ? `${token.lemma}ن` : token.lemma;
}

type Counts = Map<string, { verb: number; other: number }>;

function count(counts: Counts, key: string, verb: boolean): void {
  const seen = counts.get(key) ?? { verb: 0, other: 0 };
  if (verb) seen.verb += 1;
  else seen.other += 1;
  counts.set(key, seen);
}

/** The table's module, as text. */
export function contextTableModule(dataDir: string): string {
  const byShape = new Map<Shape, { verb: number; other: number }>();
  const cues: Counts = new Map();
  for (const sentence of taggedSentences(join(dataDir, FREQUENCY_DIR, WRITTEN))) {
    sentence.forEach((token, i) => {
      const shape = shapeOf(formKey(token.form));
      const verb = VERBAL.has(token.upos);
      const totals = byShape.get(shape) ?? { verb: 0, other: 0 };
      if (verb) totals.verb += 1;
      else totals.other += 1;
      byShape.set(shape, totals);
      const before = sentence[i - 1];
      const after = sentence[i + 1];
      count(cues, cueKey('p', shape, 'f', before === undefined ? '^' : formKey(before.form)), verb);
      count(cues, cueKey('n', shape, 'f', after === undefined ? '.' : formKey(after.form)), verb);
      if (before !== undefined) count(cues, cueKey('p', shape, 'h', formKey(headwordOf(before))), verb);
      if (after !== undefined) count(cues, cueKey('n', shape, 'h', formKey(headwordOf(after))), verb);
    });
  }
  const entries: string[] = [];
  for (const [key, { verb, other }] of [...cues].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // Only the shapes of the homographs the reading page asks about: past stems and participles.
    if (verb + other < MIN_SEEN || !ASKED.has(key[1] ?? '')) continue;
    const totals = byShape.get(key[1] as Shape) ?? { verb: 1, other: 1 };
    const share = totals.verb / (totals.verb + totals.other);
    const odds =
      Math.log((verb + SMOOTHING * share) / (other + SMOOTHING * (1 - share))) - Math.log(share / (1 - share));
    if (Math.abs(odds) >= MIN_SAY) entries.push(`${key}${oddsChar(odds)}`);
  }
  return (
    `/** Made by scripts/data/build-context.ts from data/frequency/seraji-dev/ (CC BY-SA 4.0, as its source): do not edit. */\n` +
    `/** Each neighbour: side («p» before, «n» after), the word's shape, by form («f») or headword («h»), its key, its log-odds. */\n` +
    // As JSON writes it: an entry's log-odds character may be a backslash.
    `export const CONTEXT_TABLE =\n  ${JSON.stringify(entries.join(' '))};\n`
  );
}

export function buildContext(dataDir: string): void {
  writeFileSync(CONTEXT_TABLE_FILE, contextTableModule(dataDir));
}
