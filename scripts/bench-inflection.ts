/**
 * `npm run bench:inflection [-- --forms N --rounds R]` — what analysing one word costs in-process
 * (target: p99 ≤ 50 µs), not part of `npm test`; `npm run bench:service` runs it after its own
 * table. The forms are Lilak stems (dev dependency `dictionary-fa`) as a text would have them:
 * bare, with plural and possessive endings stacked, and as verbs with «می» and a personal ending.
 * Each call is timed alone, after a warm-up round, so p99 includes the slow calls, not an average.
 */
import { loadavg } from 'node:os';
import { analyse } from '../src/shared/persian/inflection';
import { lilakStems } from './bench/lilak-stems';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';

const formCount = option('forms', 20_000);
const rounds = option('rounds', 3);

const DRESS = [
  (w: string) => w,
  (w: string) => `${w}‌ها`,
  (w: string) => `${w}هایشان`,
  (w: string) => `${w}‌ترین`,
  (w: string) => `${w}ی`,
  (w: string) => `می‌${w}ند`,
  (w: string) => `ن${w}م`,
  (w: string) => `خواهند ${w}`,
];

function forms(): string[] {
  const stems = lilakStems();
  const step = Math.max(1, Math.floor(stems.length / formCount));
  const out: string[] = [];
  for (let i = 0; out.length < formCount && i < stems.length; i += step) {
    const dress = DRESS[out.length % DRESS.length] ?? ((w: string) => w);
    out.push(dress(stems[i] ?? ''));
  }
  return out;
}

const words = forms();
let readings = 0;
for (const word of words) readings += analyse(word).length; // warm-up: JIT and the tables' maps
const times = new Float64Array(words.length * rounds);
let at = 0;
for (let round = 0; round < rounds; round++) {
  for (const word of words) {
    const start = process.hrtime.bigint();
    analyse(word);
    times[at++] = Number(process.hrtime.bigint() - start) / 1000;
  }
}
times.sort();
const us = (p: number) => percentile(times, p).toFixed(1);
console.log(
  `inflection analysis, ${words.length} forms × ${rounds} rounds (load ${loadavg()[0]?.toFixed(2) ?? '?'}; ` +
    `${(readings / words.length).toFixed(1)} readings a form):`,
);
console.log(`  p50 ${us(0.5)} µs · p99 ${us(0.99)} µs · max ${us(1)} µs (target p99 ≤ 50 µs)`);
