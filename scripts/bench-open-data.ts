/**
 * `npm run bench:open-data` — what the dictionaries built from open data hold (data/built/), not
 * part of `npm test`: entries per file, the thesaurus's synonym and opposite pairs and the
 * Arabic–Persian pairs; the precision of each as judged by hand (scripts/data/check/*-pairs.tsv:
 * the seeded sample is drawn again from the data and must be the one judged, else it says so);
 * and how many of 500 common Persian words (scripts/data/check/common-words.txt) the thesaurus
 * gives a synonym, and an opposite. Counts, not timings: the same data gives the same figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exactKey } from '../src/shared/persian/normalise';
import { drawSample, judged, SAMPLES, shownPairs, type SampleKind } from './data/check/samples';

const DATA = 'data';
const lines = (file: string): string[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');

console.log('data/built/ entries:');
for (const file of readdirSync(join(DATA, 'built'))
  .filter((name) => name.endsWith('.jsonl'))
  .sort())
  console.log(`  ${file.padEnd(18)} ${String(lines(join(DATA, 'built', file)).length).padStart(6)}`);

const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)} %`;
for (const kind of Object.keys(SAMPLES) as SampleKind[]) {
  const { size, seed, file } = SAMPLES[kind];
  const shown = shownPairs(DATA, kind).length;
  const rows = judged(readFileSync(file, 'utf8'));
  const drawn = drawSample(DATA, kind);
  const same =
    rows.length === drawn.length && rows.every((row, i) => row.one === drawn[i]?.one && row.other === drawn[i]?.other);
  const right = rows.filter((row) => row.right).length;
  console.log(
    same
      ? `${kind}: ${shown} pairs shown; ${size} drawn (seed ${seed}), judged by hand: ${right} right, precision ${percent(right, rows.length)}`
      : `${kind}: ${shown} pairs shown; ${file} is not the sample this data draws: run scripts/data/check/draw-samples.ts and judge it`,
  );
}

const thesaurus = new Map<string, { synonyms: number; antonyms: number }>();
for (const line of lines(join(DATA, 'built', 'motaradef.jsonl'))) {
  const entry = JSON.parse(line) as { title: string; thesaurus: { synonyms: string[]; antonyms: string[] }[] };
  const sum = (pick: (sense: { synonyms: string[]; antonyms: string[] }) => string[]) =>
    entry.thesaurus.reduce((n, sense) => n + pick(sense).length, 0);
  thesaurus.set(exactKey(entry.title), { synonyms: sum((s) => s.synonyms), antonyms: sum((s) => s.antonyms) });
}
const common = lines('scripts/data/check/common-words.txt');
const found = common.map((word) => thesaurus.get(exactKey(word)));
const withSynonym = found.filter((entry) => (entry?.synonyms ?? 0) > 0).length;
const withAntonym = found.filter((entry) => (entry?.antonyms ?? 0) > 0).length;
console.log(
  `${common.length} common words: a synonym for ${withSynonym} (${percent(withSynonym, common.length)}), ` +
    `an opposite for ${withAntonym} (${percent(withAntonym, common.length)})`,
);
