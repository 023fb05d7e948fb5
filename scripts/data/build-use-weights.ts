/**
 * The table the analyser weighs readings by (src/shared/persian/use-table.ts, read by
 * use-weights.ts), from the frequency list (data/frequency/README.md): each headword's count, each
 * common form's, in quarter decades; and the words the written treebank there nearly always tags
 * as a preposition, conjunction or particle. `npm run data:build` writes it after the list; the
 * same list gives the same bytes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMS_FILE, FREQUENCY_DIR, frequencyRows, HEADWORDS_FILE } from '../../src/server/dictionary/frequency-list';
import { formKey } from '../../src/shared/persian/inflection';
import { exactKey } from '../../src/shared/persian/normalise';
import { MAX_SHARED, NO_FORM, NO_LEXEME, useChar } from '../../src/shared/persian/use-weights';
import { WRITTEN } from './build-frequency';
import { taggedSentences } from './conllu';
import { storeHeadwords } from './store-headwords';

export const USE_TABLE_FILE = 'src/shared/persian/use-table.ts';

/** Headwords used less than this are left out: a word the table lacks is rare. */
const MIN_HEADWORD = 1000;
/** Forms written less than this are left out; the analyser takes a form it lacks as written at most so often. */
const MIN_FORM = 1000;
/** The parts of speech that take no plural, «ی» or copula: prepositions (which take a pronoun), and the others. */
const PREPOSITION_TAGS = new Set(['ADP']);
const CONJUNCTION_TAGS = new Set(['CCONJ', 'SCONJ', 'PART']);
/** A word is of them when the treebank tags it so this often, and this share of its tokens. */
const CLOSED_SEEN = 3;
const CLOSED_SHARE = 0.9;

/**
 * Each word's quarter-decade characters: its use as a headword, and as a form when common. A word
 * no dictionary of the embedded default lists is used as often as it is written: the list gave its
 * count to the headwords its readings reach («اجرا» to «اجر»), but another dictionary may hold it.
 */
function entries(dataDir: string, dir: string): string[] {
  const store = storeHeadwords(dataDir);
  const headwords = new Map<string, number>();
  for (const [headword, count] of frequencyRows(join(dir, HEADWORDS_FILE))) {
    const key = formKey(headword);
    headwords.set(key, (headwords.get(key) ?? 0) + count);
  }
  const weights = new Map<string, { lexeme: number; form?: number }>();
  for (const [key, count] of headwords) if (count >= MIN_HEADWORD) weights.set(key, { lexeme: count });
  for (const [form, count] of frequencyRows(join(dir, FORMS_FILE))) {
    const key = formKey(form);
    const kept = weights.get(key);
    const unlisted = !headwords.has(key) && !store.has(exactKey(form));
    const lexeme = (kept?.lexeme ?? 0) + (unlisted ? count : 0);
    const common = count >= MIN_FORM;
    if (!common && lexeme < MIN_HEADWORD) continue;
    weights.set(key, { lexeme, form: common ? (kept?.form ?? 0) + count : kept?.form });
  }
  let before = '';
  return [...weights]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, { lexeme, form }]) => {
      const formChar = form === undefined ? NO_FORM : useChar(Math.log10(form));
      const entry = `${sharedStart(before, key)}${lexeme < MIN_HEADWORD ? NO_LEXEME : useChar(Math.log10(lexeme))}${formChar}`;
      before = key;
      return entry;
    });
}

/** `key` written after `before`: how many letters it shares with it (at most 9), then the rest. */
function sharedStart(before: string, key: string): string {
  let shared = 0;
  while (shared < MAX_SHARED && shared < key.length && key[shared] === before[shared]) shared++;
  return `${shared}${key.slice(shared)}`;
}

/** Words the written treebank nearly always tags with one of `tags`. */
function closedWords(dir: string, tags: ReadonlySet<string>): string[] {
  const seen = new Map<string, { closed: number; all: number }>();
  for (const sentence of taggedSentences(join(dir, WRITTEN)))
    for (const { form, upos } of sentence) {
      const key = formKey(form);
      const counts = seen.get(key) ?? { closed: 0, all: 0 };
      counts.all += 1;
      if (tags.has(upos)) counts.closed += 1;
      seen.set(key, counts);
    }
  return [...seen]
    .filter(([, { closed, all }]) => closed >= CLOSED_SEEN && closed >= CLOSED_SHARE * all)
    .map(([key]) => key)
    .sort();
}

/** The table's module, as text. */
export function useTableModule(dataDir: string): string {
  const dir = join(dataDir, FREQUENCY_DIR);
  return (
    `/** Made by scripts/data/build-use-weights.ts from data/frequency/ (CC BY-SA 4.0, as its sources): do not edit. */\n` +
    `/** log10 of the rarest form the table holds: a form it lacks is written at most so often. */\n` +
    `export const USE_FORM_FLOOR = ${Math.log10(MIN_FORM)};\n` +
    `/** log10 of the rarest headword it holds: a headword it lacks is used at most so often. */\n` +
    `export const USE_LEXEME_FLOOR = ${Math.log10(MIN_HEADWORD)};\n` +
    `/** Prepositions, and conjunctions and particles, by the written treebank. */\n` +
    `export const USE_PREPOSITIONS = '${closedWords(dir, PREPOSITION_TAGS).join(' ')}';\n` +
    `export const USE_CONJUNCTIONS = '${closedWords(dir, CONJUNCTION_TAGS).join(' ')}';\n` +
    `/** Each word, then its use as a headword and as a form (use-weights.ts). */\n` +
    `export const USE_TABLE =\n  '${entries(dataDir, dir).join(' ')}';\n`
  );
}

export function buildUseWeights(dataDir: string): void {
  writeFileSync(USE_TABLE_FILE, useTableModule(dataDir));
}
