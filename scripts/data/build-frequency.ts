/**
 * Builds the frequency list (data/frequency/README.md) from its two raw sources: the subtitle word
 * list (spoken register) and a treebank's dev split (written register). `npm run data:build` runs
 * it; the same sources and code give the same bytes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exactKey } from '../../src/shared/persian/normalise';
import { FORMS_FILE, FREQUENCY_DIR, HEADWORDS_FILE } from '../../src/server/dictionary/frequency-list';
import { subtitleCounts, treebankCounts, type TreebankCounts } from './frequency-sources';
import { headwordCounts } from './frequency-headwords';
import { storeHeadwords } from './store-headwords';

export const SUBTITLES = 'subtitles/fa_50k.txt';
export const WRITTEN = 'seraji-dev/fa_seraji-ud-dev.conllu';

/**
 * The written text is small (15,832 tokens against 41 million): a word it holds three times or
 * more is lifted to a tenth of its written rate, so everyday words of the press («کشور», «دولت»)
 * that films seldom say are not ranked rare, while one chance occurrence moves nothing.
 */
const WRITTEN_MIN = 3;
const WRITTEN_LIFT = 0.1;

const byCount = ([a, x]: [string, number], [b, y]: [string, number]) => y - x || (a < b ? -1 : a > b ? 1 : 0);

/** Every form with its count on the subtitles' scale, spellings that fold alike merged under the commonest. */
export function formCounts(dir: string, written: TreebankCounts): Map<string, number> {
  const spoken = subtitleCounts(join(dir, SUBTITLES));
  const scale = [...spoken.values()].reduce((sum, n) => sum + n, 0) / written.tokens;
  const combined = new Map(spoken);
  for (const [form, count] of written.counts) {
    if (count < WRITTEN_MIN) continue;
    combined.set(form, Math.max(combined.get(form) ?? 0, Math.round(count * scale * WRITTEN_LIFT)));
  }
  const merged = new Map<string, { form: string; top: number; count: number }>();
  for (const [form, count] of [...combined].sort(byCount)) {
    const key = exactKey(form);
    const kept = merged.get(key);
    if (kept === undefined) merged.set(key, { form, top: count, count });
    else kept.count += count;
  }
  return new Map([...merged.values()].map(({ form, count }): [string, number] => [form, count]).sort(byCount));
}

const lines = (rows: Iterable<[string, number]>) => Array.from(rows, ([word, count]) => `${word}\t${count}\n`).join('');

/** The list's two files, as text: what `buildFrequency` writes. */
export function frequencyFiles(dataDir: string): { headwords: string; forms: string } {
  const dir = join(dataDir, FREQUENCY_DIR);
  const written = treebankCounts(join(dir, WRITTEN));
  const forms = formCounts(dir, written);
  return { headwords: lines(headwordCounts(forms, storeHeadwords(dataDir), written.lemmas)), forms: lines(forms) };
}

export function buildFrequency(dataDir: string): void {
  const { headwords, forms } = frequencyFiles(dataDir);
  const dir = join(dataDir, FREQUENCY_DIR);
  writeFileSync(join(dir, HEADWORDS_FILE), headwords);
  writeFileSync(join(dir, FORMS_FILE), forms);
}
