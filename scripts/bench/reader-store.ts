/**
 * The yardsticks against a reader's store: the embedded default's headwords (default-store.ts)
 * beside each set's gold lemmas, so that the homographs a fresh install holds («بود» the noun,
 * «کرد» the people, Wiktionary's spoken headwords) compete with the word the writer meant.
 * bench:inflection prints them after the figures against the gold lemmas alone.
 */
import { DB_NAMES } from '../../src/shared/catalog';
import { wordViews } from '../../src/shared/reading/reading-view';
import { shekastehRows, spokenRecall, storeOf } from './colloquial-recall';
import { defaultStore } from './default-store';
import { missingHeadwords } from './missing-headwords';
import { pageRecall, treebankSentences } from './reading-page-recall';

export function printReaderStore(pc: (part: number, whole: number) => string): void {
  const store = defaultStore();
  console.log(
    `a reader's store: the embedded default's ${store.headwords.size} Persian headwords, beside the gold lemmas`,
  );

  const spoken = shekastehRows();
  const open = spoken.filter((row) => !row.closed);
  const reader = new Set([...store.headwords, ...storeOf(spoken)]);
  const past = spokenRecall(open, reader, true);
  console.log(
    `  shekasteh/dev: ${past.tokens} spoken open-class tokens, their standard form's headword first past the form ` +
      `itself ${pc(past.first, past.tokens)} (target ≥ 90 %) · offered ${pc(past.offered, past.tokens)}`,
  );

  const gaps = missingHeadwords(store.headwords);
  console.log(
    `  perdt/dev less every third lemma: of ${gaps.missing} tokens whose headword is missing, linked to an ` +
      `unrelated look-alike ${pc(gaps.unrelated, gaps.missing)} (target ≤ 2 %; linked at all ${pc(gaps.linked, gaps.missing)}) · ` +
      `${gaps.present} whose headword is there, reaching it first ${pc(gaps.first, gaps.present)} (target ≥ 97 %)`,
  );

  const page = pageRecall(
    treebankSentences(),
    (text) => wordViews(text, store.engine.read(text, DB_NAMES)),
    store.headwords,
  );
  console.log(
    `  reading page, perdt/dev sentences: of ${page.all} inflected words whose lemma the default holds, ` +
      `${page.verbs} verbs: the lemma (or a headword holding it) first for ${pc(page.verbsFirst, page.verbs)} of ` +
      `verbs (target ≥ 97 %), ${pc(page.allFirst, page.all)} of all (target ≥ 95 %); the lemma itself first ` +
      `${pc(page.verbsStrict, page.verbs)} and ${pc(page.allStrict, page.all)}`,
  );
  store.database.close();
}
