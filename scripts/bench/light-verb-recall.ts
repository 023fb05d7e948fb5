/**
 * How many light-verb compounds of real text the reading page joins (test/fixtures/perdt/
 * dev-light-verbs.tsv, PerDT's dev split): each sentence is read against a store of every
 * compound's headword and its words' own, and a compound counts as joined when one word of the
 * reading spans it, from its non-verbal word to its verb, under the compound's headword.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exactKey } from '../../src/shared/persian/normalise';
import type { Found, FoundEntry } from '../../src/shared/reading/reading-plan';
import { readText } from '../../src/shared/reading/read-text';
import { wordViews } from '../../src/shared/reading/reading-view';

interface Compound {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly title: string;
}

export function lightVerbRows(): Compound[] {
  return readFileSync(join(import.meta.dirname, '../../test/fixtures/perdt/dev-light-verbs.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [text = '', start = '0', end = '0', title = ''] = line.split('\t');
      return { text, start: Number(start), end: Number(end), title };
    });
}

export function lightVerbRecall(rows: readonly Compound[]): { compounds: number; joined: number; missed: Compound[] } {
  const store = new Map<string, FoundEntry[]>();
  for (const { title } of rows) {
    for (const word of [title, ...title.split(' ')]) {
      store.set(exactKey(word), [{ title: word, db: 'moein', num: 1, meaning: word, pron: '' }]);
    }
  }
  const lookup = (titles: readonly string[]): Found => new Map(titles.map((t) => [t, store.get(exactKey(t)) ?? []]));
  let joined = 0;
  const missed: Compound[] = [];
  for (const row of rows) {
    const words = wordViews(row.text, readText(row.text, ['moein'], lookup));
    const spanning = words.find((word) => word.start <= row.start && word.end >= row.end);
    if (spanning !== undefined && exactKey(spanning.headwords[0]?.title ?? '') === exactKey(row.title)) joined++;
    else missed.push(row);
  }
  return { compounds: rows.length, joined, missed };
}
