/**
 * The last step of a reading (reading-plan.ts): given what the lookups found, each word of the
 * text with its headword's entries, put into the reading's tables (reading-builder.ts). A found
 * multi-word headword takes its words, longest first, then earliest; every other word takes the
 * candidate choose-found.ts picks.
 */
import type { Description } from '../persian/inflection-rules';
import type { ReadEntry, TextReading } from '../wire/read';
import type { PhraseCandidate } from './phrase-candidates';
import { ReadingBuilder, type FoundReading } from './reading-builder';
import { foundFor, phraseEntries, type Found, type FoundEntry, type ReadingPlan } from './reading-plan';
import { chooseFound, readableEntries } from './choose-found';
import type { Candidate } from './word-candidates';

/** One entry per dictionary (the first the lookup listed), in the order of `dbs`; others left out. */
function headwordsOf(entries: readonly FoundEntry[], description: Description, order: ReadonlyMap<string, number>) {
  if (entries.length === 0) return { description, entries: [] };
  const best = new Map<string, FoundEntry>();
  for (const entry of entries) {
    if (order.has(entry.db) && !best.has(entry.db)) best.set(entry.db, entry);
  }
  const shown = [...best.values()]
    .sort((a, b) => (order.get(a.db) ?? 0) - (order.get(b.db) ?? 0))
    .map(({ title, db, num, meaning, pron, band, example }): ReadEntry => ({
      title,
      db,
      num,
      meaning,
      pron,
      ...(band === undefined ? {} : { band }),
      ...(example === undefined ? {} : { example }),
    }));
  return { description, entries: shown };
}

/** Every word of the plan's text in order, with its headwords (none when no candidate was found). */
export function resolveReading(plan: ReadingPlan, found: Found, dbs: readonly string[]): TextReading {
  const order = new Map(dbs.map((db, i) => [db, i]));
  const headwords = (candidate: Candidate): FoundReading =>
    headwordsOf(readableEntries(candidate, foundFor(plan, found, candidate) ?? []), candidate.description, order);
  const phraseHeadwords = (candidate: Candidate): FoundReading =>
    headwordsOf(phraseEntries(plan, found, candidate), candidate.description, order);

  const phrases = plan.phrases
    .map((phrase, i) => ({ phrase, i, headwords: phraseHeadwords(phrase.candidate) }))
    .filter((option) => option.headwords.entries.length > 0)
    .sort(
      (a, b) =>
        b.phrase.last - b.phrase.first - (a.phrase.last - a.phrase.first) ||
        a.phrase.first - b.phrase.first ||
        a.i - b.i,
    );
  const startsAt = new Map<number, { phrase: PhraseCandidate; headwords: FoundReading }>();
  const taken = new Set<number>();
  for (const option of phrases) {
    const { first, last } = option.phrase;
    let free = true;
    for (let i = first; i <= last && free; i++) free = !taken.has(i);
    if (!free) continue;
    for (let i = first; i <= last; i++) taken.add(i);
    startsAt.set(first, option);
  }

  // A text repeats its words: each form's headwords are found once.
  const byForm = new Map<readonly Candidate[], FoundReading | undefined>();
  const firstFound = (candidates: readonly Candidate[]): FoundReading | undefined => {
    if (byForm.has(candidates)) return byForm.get(candidates);
    const chosen = chooseFound(candidates, (candidate) => foundFor(plan, found, candidate) ?? []);
    const reading = chosen === undefined ? undefined : headwords(chosen);
    const shown = reading !== undefined && reading.entries.length > 0 ? reading : undefined;
    byForm.set(candidates, shown);
    return shown;
  };
  const out = new ReadingBuilder();
  for (let i = 0; i < plan.words.length; i++) {
    const joined = startsAt.get(i);
    if (joined !== undefined) {
      const pieces = plan.words.slice(i, joined.phrase.last + 1);
      const start = pieces[0]?.start ?? 0;
      const end = pieces[pieces.length - 1]?.end ?? start;
      const parts = pieces.map((piece) => ({ start: piece.start, end: piece.end }));
      out.add({ start, end, parts }, joined.headwords);
      i = joined.phrase.last;
      continue;
    }
    const word = plan.words[i];
    if (word === undefined) continue;
    out.add(word, firstFound(plan.singles[i] ?? []));
  }
  return out.build();
}
