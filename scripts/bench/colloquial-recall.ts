/**
 * How often a spoken form leads a reader to the headword its written form leads to: the words of
 * Shekasteh's dev split (test/fixtures/shekasteh/, MIT) against a store of the headwords their
 * standard forms reach, and our own list (test/fixtures/colloquial/, each form with its headword)
 * against a store of its headwords. "first" is the headword as the first a reader is shown: the
 * form itself when the store has it, else the first reading whose headword it has.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exactKey } from '../../src/shared/persian/normalise';
import { recognise } from '../../src/shared/persian/recognise';

export interface SpokenRow {
  readonly form: string;
  /** The written form the annotators fixed it to (our list: the headword). */
  readonly written: string;
  readonly headword: string;
  /** A closed-class word (a pronoun, a preposition): PerDT's figures leave them out too. */
  readonly closed: boolean;
  readonly count: number;
}

export interface SpokenRecall {
  readonly tokens: number;
  readonly first: number;
  readonly offered: number;
  readonly missed: readonly SpokenRow[];
}

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../test/fixtures', name), 'utf8');
const lines = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

/** Shekasteh's dev words: `colloquial⇥standard⇥headword⇥class⇥count`. */
export function shekastehRows(): SpokenRow[] {
  return lines(fixture('shekasteh/dev.tsv')).map((line) => {
    const [form = '', written = '', headword = '', kind = '', count = '1'] = line.split('\t');
    return { form, written, headword, closed: kind === 'closed', count: Number(count) };
  });
}

/** Our own list: `form|headword` lines, grouped under `#` comments. */
export function colloquialListRows(): SpokenRow[] {
  return lines(fixture('colloquial/forms.txt')).map((line) => {
    const [form = '', headword = ''] = line.split('|');
    return { form, written: headword, headword, closed: false, count: 1 };
  });
}

/** The headwords of `rows`: the only headwords of the measured store. */
export function storeOf(rows: readonly SpokenRow[]): Set<string> {
  return new Set(rows.map((row) => exactKey(row.headword)));
}

/**
 * Where the headword stands among what a reader is shown: 0 first, -1 not offered. `pastForm`:
 * counted past the form itself, when the form is a headword of the store that is not the one
 * sought (a reader's store lists «خونه» too: its own entry may stand first).
 */
export function spokenRank({ form, headword }: SpokenRow, store: ReadonlySet<string>, pastForm = false): number {
  const has = (word: string) => store.has(exactKey(word));
  const gold = exactKey(headword);
  const shown = recognise(form, has).filter(
    (found) => !pastForm || found.reading !== undefined || exactKey(found.headword) === gold,
  );
  return shown.findIndex((found) => exactKey(found.headword) === gold);
}

export function spokenRecall(rows: readonly SpokenRow[], store: ReadonlySet<string>, pastForm = false): SpokenRecall {
  let tokens = 0;
  let first = 0;
  let offered = 0;
  const missed: SpokenRow[] = [];
  for (const row of rows) {
    const rank = spokenRank(row, store, pastForm);
    tokens += row.count;
    if (rank === 0) first += row.count;
    else missed.push(row);
    if (rank >= 0) offered += row.count;
  }
  return { tokens, first, offered, missed };
}
