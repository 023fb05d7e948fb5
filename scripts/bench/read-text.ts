/**
 * The text `bench:read` reads: a paragraph of everyday Persian written for it, with light verbs
 * split and inflected, then the meanings of our own sample dictionaries (data/, the project's
 * writing) as plain prose, cut at the given number of words.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlToPlain } from '../../src/shared/plain-text';
import { splitWords } from '../../src/shared/reading/split-words';

/** A paragraph of everyday Persian: short enough to stand in a `/read?text=` address. */
export const OPENING =
  'دیروز صبح زود از خانه بیرون رفتم و کتاب‌هایم را به کتابخانهٔ شهر بردم. دوستم را آنجا دیدم؛ ' +
  'او همیشه کتاب خواندن را دوست داشته است و می‌گفت که این بار تصمیم گرفته زبان عربی یاد بگیرد. ' +
  'گفتم که من هم دوستش دارم، ولی هنوز تصمیم نگرفته‌ام و شاید تا پایان سال تصمیم نخواهم گرفت. ' +
  'او با کار زیاد و پشتکار، جایزهٔ بزرگی به دست آورد و همهٔ ما را خوشحال کرد. ';
const PROSE_DBS = [
  'amid',
  'moein',
  'wiki',
  'slang',
  'dehkhoda',
  'motaradef',
  'ganjvajeh',
  'sareh',
  'farhangestan',
  'thesis',
];

/**
 * `count` texts of `words` words (as the reading core counts them): each the opening, then its own
 * stretch of the sample meanings, so that each text holds words the others do not.
 */
export function benchTexts(words: number, count: number): string[] {
  // A dictionary filled from open data has no sample file any more: the others' prose remains.
  const files = PROSE_DBS.map((db) => join(process.cwd(), 'data', `${db}.jsonl`)).filter((file) => existsSync(file));
  const prose = files
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => htmlToPlain(String((JSON.parse(line) as { text?: unknown }).text ?? ''))),
    )
    .join('\n');
  const proseWords = splitWords(prose);
  const wanted = words - splitWords(OPENING).length;
  return Array.from({ length: count }, (_, k) => {
    const from = proseWords[(k * wanted) % proseWords.length]?.start ?? 0;
    const to = proseWords[Math.min(proseWords.length - 1, ((k * wanted) % proseWords.length) + wanted - 1)]?.end;
    return OPENING + prose.slice(from, to);
  });
}

/** Headwords written for the benchmark's corpus, with a meaning each: the light verbs of the opening. */
export const LIGHT_VERBS: readonly string[] = [
  'دوست داشتن',
  'تصمیم گرفتن',
  'به دست آوردن',
  'یاد گرفتن',
  'کار کردن',
  'خوشحال کردن',
  'بیرون رفتن',
];
