/**
 * How often a form of real text leads a reader to its gold lemma (test/fixtures/perdt/, from
 * the UD Persian-PerDT treebank's dev split). The store holds the split's gold lemmas and nothing else; an exact
 * search for the form finds its lemma when the two fold alike, otherwise suggest's `forms` offers
 * the readings whose headword the store has. "first" is the lemma as the first of those, "three"
 * among the first three readings (what the app looks up against another v3 service), "offered"
 * among all suggest shows. Counted per token, as a reader meets them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyse } from '../../src/shared/persian/inflection';
import { exactKey } from '../../src/shared/persian/normalise';
import { recognise } from '../../src/shared/persian/recognise';
import { SUGGESTION_LIMIT } from '../../src/server/engine/suggest/suggest';

export interface TreebankRow {
  readonly form: string;
  readonly lemma: string;
  readonly upos: string;
  readonly count: number;
}

export interface Recall {
  readonly tokens: number;
  readonly first: number;
  readonly three: number;
  readonly offered: number;
  readonly missed: readonly TreebankRow[];
}

/**
 * A split of a treebank under test/fixtures/. Only dev splits are kept: test splits stay unseen, so
 * what the analyser does on them is judged by others, never tuned or shown here.
 */
export type Split = 'perdt/dev';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../test/fixtures', name), 'utf8');

/** The split's gold lemmas, as exact keys: the only headwords of the measured store. */
export function treebankHeadwords(split: Split): Set<string> {
  return new Set(
    fixture(`${split}.headwords`)
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => exactKey(line)),
  );
}

export function treebankRows(split: Split): TreebankRow[] {
  return fixture(`${split}.tsv`)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [form = '', lemma = '', upos = '', count = '1'] = line.split('\t');
      return { form, lemma, upos, count: Number(count) };
    });
}

/**
 * Where the gold lemma stands for `row` among what suggest's `forms` offers from `store`: 0 when
 * the exact search finds it or it is the first form, -1 when it is not offered.
 */
export function lemmaRank({ form, lemma }: TreebankRow, store: ReadonlySet<string>): number {
  const gold = exactKey(lemma);
  if (exactKey(form) === gold) return 0;
  const has = (word: string) => store.has(exactKey(word));
  const forms = recognise(form, has, SUGGESTION_LIMIT + 1).filter((found) => found.reading !== undefined);
  return forms.findIndex((found) => exactKey(found.headword) === gold);
}

/** Where the gold lemma stands among the analyser's first readings, whatever the store. */
export function readingRank({ form, lemma }: TreebankRow): number {
  const gold = exactKey(lemma);
  if (exactKey(form) === gold) return 0;
  return analyse(form).findIndex((reading) => exactKey(reading.headword) === gold);
}

export function recall(rows: readonly TreebankRow[], store: ReadonlySet<string>): Recall {
  let tokens = 0;
  let first = 0;
  let three = 0;
  let offered = 0;
  const missed: TreebankRow[] = [];
  for (const row of rows) {
    const rank = lemmaRank(row, store);
    const looked = readingRank(row);
    tokens += row.count;
    if (rank === 0) first += row.count;
    if (looked >= 0 && looked < 3) three += row.count;
    if (rank >= 0) offered += row.count;
    if (rank !== 0) missed.push(row);
  }
  return { tokens, first, three, offered, missed };
}

/**
 * The treebanks' own convention, no inflection: a form of «شدن» (the passive of a light verb,
 * «انجام شد») lemmatised as the active light verb («کردن», «دادن», …), and «نیست» as «هستن». A
 * dictionary lists «شد» under «شدن» (and «مشو», «برشوید» under it or its compound): the analyser offers «کردن» and «هستن» after it, so the
 * convention costs «first» more than «offered»; the bench says how much of a figure it is.
 */
export function isTreebankConvention({ form, lemma }: TreebankRow): boolean {
  return (
    (LIGHT_VERBS.includes(lemma) && /^(?:(?:بر|در|فرو)\u200C?)?(?:ن?می\u200C?)?[بنم]?ش[دو]/.test(form)) ||
    lemma === 'هستن'
  );
}

const LIGHT_VERBS = ['کردن', 'دادن', 'بردن', 'بودن'];
