/**
 * Every form the word pages show of the embedded default's verbs and nouns, fed back to the
 * analyser as a search for it would be (shared/reading/form-candidates.ts): how many lead to their
 * own headword first. Counted apart: a spoken form that leads to the spoken verb the data lists as
 * a headword of its own («موندم» → «موندن», Wiktionary's colloquial «ماندن»), a form another
 * paradigm makes too and that leads there (a homograph: «می‌شویم» of «شستن» and «شدن»), and a form
 * that is a headword of its own («آمد», «آماده»), which a search for it finds as well.
 */
import { join } from 'node:path';
import { canonical, exactKey } from '../../src/shared/persian/normalise';
import { phraseCandidatesOf } from '../../src/shared/reading/form-candidates';
import { remembered } from '../../src/shared/reading/remembered';
import { wordCandidates } from '../../src/shared/reading/word-candidates';
import { searchedForm } from '../../src/shared/form-search';
import { wordForms } from '../../src/shared/word-forms';
import { detectSource } from '../../src/server/dictionary/import/detect';
import { KINDS_DB, wordKinds } from '../../src/server/dictionary/word-kinds';
import { OPEN_DICTIONARIES } from '../../src/server/dictionary/open-data';
import { storeHeadwords } from '../data/store-headwords';

/** Nouns' plurals, simple verbs' forms, compound verbs' forms («آغاز کردن»). */
export type RoundTripGroup = 'noun' | 'verb' | 'compound';

export interface GroupCount {
  /** Forms fed back. */
  forms: number;
  /** Those whose first reading the store has is their headword. */
  first: number;
  /** Spoken forms that lead to their verb's spoken infinitive, a headword of the store. */
  spokenHeadword: number;
  /**
   * Of the other misses, forms another paradigm of the data makes too, leading to that headword
   * («می‌شویم», of «شستن», read as «شدن»): a homograph, of which only one can come first.
   */
  shared: number;
}

export interface RoundTrip {
  readonly groups: Readonly<Record<RoundTripGroup, GroupCount>>;
  /** Forms the store has as a headword of their own. */
  readonly ownHeadword: number;
  /** Each miss: the form, what it led to first ('' for nothing), its headword, tense or rule, and whether a homograph. */
  readonly misses: readonly { form: string; led: string; headword: string; kind: string; shared: boolean }[];
}

export function formsRoundTrip(dataDir: string): RoundTrip {
  const store = storeHeadwords(dataDir);
  const candidatesOf = remembered(wordCandidates);
  // As a search asks them (web/features/search/api/inflected-lookups.ts) and the reading page
  // joins them: the multi-word headwords a form of several words joins into first, then its
  // readings, less the form itself (not always first: «بود» is «بودن» before the noun).
  const inStore = ({ key }: { key: string }) => store.has(key);
  const led = remembered((form: string) => {
    const own = exactKey(canonical(form));
    const readings = candidatesOf(form).filter(({ key }) => key !== own);
    return (phraseCandidatesOf(form, candidatesOf).find(inStore) ?? readings.find(inStore))?.title ?? '';
  });
  const count = (): GroupCount => ({ forms: 0, first: 0, spokenHeadword: 0, shared: 0 });
  const groups = { noun: count(), verb: count(), compound: count() };
  let ownHeadword = 0;
  const misses: RoundTrip['misses'][number][] = [];
  // Every form is made first, so a miss can be told a homograph of another paradigm's form.
  const made: { group: GroupCount; form: string; headword: string; kind: string; spoken: string }[] = [];
  const madeBy = new Map<string, Set<string>>();
  const add = (group: GroupCount, form: string, headword: string, kind: string, spoken = '') => {
    made.push({ group, form, headword, kind, spoken });
    const key = exactKey(form);
    madeBy.set(key, (madeBy.get(key) ?? new Set()).add(exactKey(headword)));
  };
  const check = ({ group, form, headword, kind, spoken }: (typeof made)[number]) => {
    group.forms++;
    if (store.has(exactKey(form)) && exactKey(form) !== exactKey(headword)) ownHeadword++;
    // A form spelled as its infinitive («رفتن», spoken «they went») is the headword itself.
    const reached = exactKey(form) === exactKey(headword) ? headword : led(form);
    if (exactKey(reached) === exactKey(headword)) group.first++;
    else if (spoken !== '' && exactKey(reached) === exactKey(spoken)) group.spokenHeadword++;
    else {
      const shared = madeBy.get(exactKey(form))?.has(exactKey(reached)) === true;
      if (shared) group.shared++;
      misses.push({ form, led: reached, headword, kind, shared });
    }
  };
  const file = OPEN_DICTIONARIES.find(({ as }) => as === KINDS_DB)?.file ?? '';
  const entries = [...detectSource(join(dataDir, file)).entries(KINDS_DB, () => undefined)];
  // As the word pages ask it (engine/entries/word-forms.ts): the verbs the same dictionary names.
  const verbs = new Set(
    entries.filter(({ text }) => wordKinds([text]).includes('verb')).map(({ title }) => exactKey(title)),
  );
  const isVerb = (infinitive: string) => verbs.has(exactKey(infinitive));
  for (const entry of entries) {
    const kinds = wordKinds([entry.text]).filter((kind) => kind !== 'adjective');
    if (kinds.length === 0) continue;
    const forms = wordForms(entry.title, { kinds, listed: entry.alternates ?? [], pronOf: () => '', isVerb });
    const verb = entry.title.includes(' ') ? groups.compound : groups.verb;
    // The spoken third plural past is the verb's infinitive as speech spells it («موندن»).
    const spokenInfinitive = forms.tenses.find(({ tense }) => tense === 'past')?.positive[5]?.spoken?.text ?? '';
    for (const { tense, positive, negative } of forms.tenses) {
      for (const { written, spoken } of [...positive, ...negative]) {
        add(verb, searchedForm(tense, written.text), entry.title, tense);
        if (spoken !== undefined)
          add(verb, searchedForm(tense, spoken.text), entry.title, `spoken ${tense}`, spokenInfinitive);
      }
    }
    for (const { text, rule } of forms.plurals) add(groups.noun, text, entry.title, rule);
  }
  for (const one of made) check(one);
  return { groups, ownHeadword, misses };
}
