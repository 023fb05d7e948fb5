/**
 * `npm run bench:forms` — how many of the forms the word pages show lead back to their headword
 * (scripts/bench/forms-round-trip.ts): each group's share, and the misses by cause, for the
 * record in docs/benchmarks.md. Counts, not timings: the same on any machine.
 */
import { formsRoundTrip } from './bench/forms-round-trip';

const started = performance.now();
const { groups, ownHeadword, misses } = formsRoundTrip('data');
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(2)} %`;
let forms = 0;
let first = 0;
let spoken = 0;
let shared = 0;
for (const [name, group] of Object.entries(groups)) {
  forms += group.forms;
  first += group.first;
  spoken += group.spokenHeadword;
  shared += group.shared;
  console.log(
    `${name.padEnd(9)} ${String(group.forms).padStart(7)} forms · their headword first ${percent(group.first, group.forms)}` +
      ` · with their spoken headword ${percent(group.first + group.spokenHeadword, group.forms)}` +
      ` · and a homograph's other headword ${percent(group.first + group.spokenHeadword + group.shared, group.forms)}`,
  );
}
console.log(
  `all       ${String(forms).padStart(7)} forms · their headword first ${percent(first, forms)} · with their spoken headword ${percent(first + spoken, forms)} · and a homograph's other headword ${percent(first + spoken + shared, forms)} · a headword of their own ${ownHeadword}`,
);
console.log(
  `  (a homograph: a form another paradigm of the data makes too, read as that headword; ${shared} forms, counted met only on the last figure)`,
);
const byKind = new Map<string, number>();
const byHeadword = new Map<string, number>();
for (const miss of misses) {
  byKind.set(miss.kind, (byKind.get(miss.kind) ?? 0) + 1);
  byHeadword.set(miss.headword, (byHeadword.get(miss.headword) ?? 0) + 1);
}
const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, value]) => `${key} ${value}`)
    .join(' · ');
console.log(`misses ${misses.length} by tense or rule: ${top(byKind, 12)}`);
console.log(`by headword (${byHeadword.size}): ${top(byHeadword, 20)}`);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
