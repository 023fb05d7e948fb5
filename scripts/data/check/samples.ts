/**
 * The pairs a reader is shown, drawn at random for checking by hand: synonym pairs and opposite
 * pairs of the thesaurus, Arabic–Persian pairs of ar2fa. A seeded generator draws them, so the
 * sample a judged file holds can be drawn again and compared with it (bench-open-data.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { byCodeUnits } from '../text-files';
import { seededRandom } from '../../bench/seeded-random';

export type SampleKind = 'synonyms' | 'antonyms' | 'arabic';

/** One pair as judged: the two words and the sense they were shown in. */
export interface ShownPair {
  readonly one: string;
  readonly other: string;
  readonly sense: string;
}

/** How many pairs each sample holds, and its seed. */
export const SAMPLES: Readonly<Record<SampleKind, { size: number; seed: number; file: string }>> = {
  synonyms: { size: 200, seed: 46, file: 'scripts/data/check/synonym-pairs.tsv' },
  antonyms: { size: 100, seed: 47, file: 'scripts/data/check/antonym-pairs.tsv' },
  arabic: { size: 100, seed: 48, file: 'scripts/data/check/arabic-pairs.tsv' },
};

function entries(dataDir: string, db: string): Record<string, unknown>[] {
  return readFileSync(join(dataDir, 'built', `${db}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

interface Sense {
  readonly gloss: string;
  readonly synonyms: readonly string[];
  readonly antonyms: readonly string[];
}

/** Every pair of the kind the built files show, each once (a pair shows under both its words). */
export function shownPairs(dataDir: string, kind: SampleKind): ShownPair[] {
  const pairs = new Map<string, ShownPair>();
  const add = (a: string, b: string, sense: string): void => {
    const [one, other] = [a, b].sort(byCodeUnits) as [string, string];
    const key = `${one}\t${other}`;
    if (!pairs.has(key)) pairs.set(key, { one, other, sense });
  };
  if (kind === 'arabic') {
    for (const entry of entries(dataDir, 'ar2fa')) {
      const title = String(entry['title']);
      for (const line of String(entry['text']).split('؛ ')) {
        const sense = /\(([^()]*)\)$/.exec(line)?.[1] ?? '';
        for (const word of line.replace(/\s*\([^()]*\)$/, '').split('، ')) pairs.set(`${title}\t${word}`, { one: title, other: word, sense });
      }
    }
    return [...pairs.values()];
  }
  for (const entry of entries(dataDir, 'motaradef')) {
    for (const sense of entry['thesaurus'] as Sense[])
      for (const word of kind === 'synonyms' ? sense.synonyms : sense.antonyms) add(String(entry['title']), word, sense.gloss);
  }
  return [...pairs.values()].sort((x, y) => byCodeUnits(x.one, y.one) || byCodeUnits(x.other, y.other));
}

/** The sample of a kind: `size` pairs drawn without replacement, in the order drawn. */
export function drawSample(dataDir: string, kind: SampleKind): ShownPair[] {
  const { size, seed } = SAMPLES[kind];
  const pool = shownPairs(dataDir, kind);
  const random = seededRandom(seed);
  const drawn: ShownPair[] = [];
  const wanted = Math.min(size, pool.length);
  while (drawn.length < wanted) {
    const [pair] = pool.splice(Math.floor(random() * pool.length), 1);
    if (pair !== undefined) drawn.push(pair);
  }
  return drawn;
}

/** A judged file's rows: `one⇥other⇥sense⇥verdict⇥note`, verdict `y` (right) or `n` (wrong). */
export function judged(text: string): (ShownPair & { right: boolean; note: string })[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [one = '', other = '', sense = '', verdict = '', note = ''] = line.split('\t');
      return { one, other, sense, right: verdict === 'y', note };
    });
}
