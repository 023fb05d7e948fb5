/**
 * `npm run bench:finglish [-- --headwords N --rounds R]` — Persian typed in Latin letters: how
 * often a common word's usual spelling (test/fixtures/finglish-words.tsv) puts the word among the
 * first three Persian suggestions (target ≥ 90 %), over the Lilak stems, and how often the app's
 * three exact lookups find it against a service without that index; then what one query costs
 * at a million headwords (target ≤ 1 ms): the stems with derived forms added for volume, the
 * index built as the engine builds it at load, each query timed alone after a warm-up round.
 */
import { loadavg } from 'node:os';
import { buildFinglishIndex, spelledKeys } from '../src/server/engine/index/finglish-index';
import { buildKeyTable, keyText } from '../src/server/engine/core/key-table';
import { SUGGESTION_LIMIT } from '../src/server/engine/suggest/suggest';
import {
  finglishCases,
  finglishRecall,
  FIRST_FEW,
  keysInSuggestOrder,
  lilakStore,
  spellingsRecall,
} from './bench/finglish-recall';
import { lilakStems } from './bench/lilak-stems';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';

const headwords = option('headwords', 1_000_000);
const rounds = option('rounds', 5);
const load = () => loadavg()[0]?.toFixed(2) ?? '?';

const cases = finglishCases();
const { found, missed } = finglishRecall(cases, lilakStore(cases));
console.log(
  `Finglish, ${cases.length} usual spellings of ${new Set(cases.map((c) => c.persian)).size} common words (load ${load()}): ` +
    `the word among the first ${FIRST_FEW} Persian suggestions for ${((100 * found) / cases.length).toFixed(1)} % (target ≥ 90 %)`,
);
if (missed.length > 0) console.log(`  missed: ${missed.map((m) => `${m.spelling}→${m.persian}`).join(' ')}`);
const blind = spellingsRecall(cases);
console.log(
  `  against another v3 service (the app's ${FIRST_FEW} exact lookups of the likeliest spellings): ` +
    `${((100 * blind) / cases.length).toFixed(1)} %`,
);

/** The stems, then the stems with endings and prefixes, until `count` distinct keys. */
function manyHeadwords(count: number): string[] {
  const stems = lilakStems();
  const words = new Set(stems);
  const endings = ['ها', 'ی', 'ان', 'تر', 'گاه', 'ستان', 'مند', 'انه', 'ش', 'م', 'ات', 'دار', 'گر', 'نامه'];
  const starts = ['نا', 'بی', 'هم', 'بر', 'با', 'پر', 'خوش', 'کم', 'پیش', 'پس', 'فرا'];
  // Some forms fold to one exact key: make a few more than asked.
  const enough = count * 1.05;
  for (const ending of endings) for (const stem of stems) if (words.size < enough) words.add(stem + ending);
  for (const start of starts) for (const stem of stems) if (words.size < enough) words.add(start + stem);
  return keysInSuggestOrder(words).slice(0, count);
}

const keys = manyHeadwords(headwords);
const started = process.hrtime.bigint();
const index = buildFinglishIndex(
  keys,
  Uint32Array.from(keys, (_, id) => id),
);
const built = Number(process.hrtime.bigint() - started) / 1e6;
const queries = cases.map((c) => c.spelling);
// The engine reads its keys packed as code units, in shared memory (key-table.ts): so does this.
const { table: packed, keys: packedKeys } = buildKeyTable(keys);
const idOf = new Map(packedKeys.map((key, id) => [key, id]));
const packedId = Uint32Array.from(keys, (key) => idOf.get(key) ?? 0);
const keyOf = (id: number): string => keyText(packed, packedId[id] ?? 0);
for (const q of queries) spelledKeys(index, keyOf, q, SUGGESTION_LIMIT); // warm-up
const times = new Float64Array(queries.length * rounds);
let at = 0;
for (let round = 0; round < rounds; round++) {
  for (const q of queries) {
    const start = process.hrtime.bigint();
    spelledKeys(index, keyOf, q, SUGGESTION_LIMIT);
    times[at++] = Number(process.hrtime.bigint() - start) / 1e6;
  }
}
times.sort();
const ms = (p: number) => percentile(times, p).toFixed(3);
console.log(
  `Finglish at ${keys.length} headwords (${index.skeletonStart.length - 1} skeletons, the index built at load in ${built.toFixed(0)} ms; load ${load()}):`,
);
console.log(`  p50 ${ms(0.5)} ms · p99 ${ms(0.99)} ms · max ${ms(1)} ms a query (target ≤ 1 ms)`);
