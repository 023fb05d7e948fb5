/**
 * slang (data/built/README.md): Amir Shokri's list of Persian slang, each word with its meaning in
 * standard Persian, and the senses English Wiktionary labels colloquial, slang or vulgar, with
 * their English gloss and what the label says (a vulgar sense is said to be vulgar). Colloquial
 * spellings of a standard word («اگه» for «اگر») are the Tehrani dictionary's, not slang.
 */
import { canonical } from '../../../src/shared/persian/normalise';
import { jsonlFile, type BuiltEntry } from '../jsonl';
import { romanisationOf } from '../read/english-meanings';
import { ALTERNATIVE_FORM_RE, hasLabel, labelledEntries, REGISTER_LABELS } from '../read/labelled-senses';
import { readPersianEnglish, type PersianSense } from '../read/persian-english';
import { PERSIAN_ENGLISH, PERSIAN_SLANG } from '../sources';
import type { BuiltFile, SourceReader } from '../text-files';

const REGISTER_RE = /vulgar|derogatory|offensive|slang|colloquial|informal|familiar/i;
/** A row of the list that heads a column rather than naming a word. */
const NOT_A_WORD = new Set(['مترادفها']);

function listEntries(json: string): BuiltEntry[] {
  const parsed = JSON.parse(json) as { words?: unknown };
  const words = Array.isArray(parsed.words) ? parsed.words : [];
  return words
    .filter((row): row is { base: string; mean: string } => typeof row?.base === 'string' && typeof row?.mean === 'string')
    .filter((row) => !NOT_A_WORD.has(row.base.trim()))
    .map((row) => ({ title: canonical(row.base), text: canonical(row.mean).replace(/\s*،/g, '، ') }));
}

function senseText(sense: PersianSense): string {
  const said = REGISTER_LABELS.filter(([pattern]) => sense.labels.some((label) => pattern.test(label))).map(
    ([, persian]) => persian,
  );
  return `(${[...new Set(said)].join('، ')}) ${sense.text}`;
}

export function buildSlang(read: SourceReader): BuiltFile[] {
  const slang = (sense: PersianSense): boolean =>
    hasLabel(REGISTER_RE)(sense) && !ALTERNATIVE_FORM_RE.test(sense.text) && !hasLabel(/Tehran/)(sense);
  const wiktionary = labelledEntries(readPersianEnglish(read(PERSIAN_ENGLISH)), slang).map(({ entry, senses }) => ({
    title: canonical(entry.headword),
    text: senses.map(senseText).join('؛ '),
    pron: romanisationOf(entry),
    alternates: entry.alternates,
  }));
  return [jsonlFile('slang', [...listEntries(read(PERSIAN_SLANG)), ...wiktionary])];
}
