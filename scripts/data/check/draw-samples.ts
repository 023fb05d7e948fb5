/**
 * `tsx scripts/data/check/draw-samples.ts` — writes the samples to judge, unjudged, beside the
 * judged files (`*.tsv.new`): run after a rebuild changes the data, then judge each row by hand.
 */
import { writeFileSync } from 'node:fs';
import { drawSample, SAMPLES, type SampleKind } from './samples';

for (const kind of Object.keys(SAMPLES) as SampleKind[]) {
  const rows = drawSample('data', kind).map(({ one, other, sense }) => `${one}\t${other}\t${sense}\t?\t`);
  writeFileSync(`${SAMPLES[kind].file}.new`, `${rows.join('\n')}\n`);
  console.log(`${SAMPLES[kind].file}.new: ${rows.length} pairs to judge`);
}
