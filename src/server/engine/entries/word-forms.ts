/**
 * A headword's forms (`/v3/word?forms=true`): what it is and its forms made by the shared
 * morphology, each with the romanisation its Persian–English entries list for it (word-sources.ts
 * keeps both at import). Every dictionary's entry of the headword shows the same forms. A verb's
 * romanisations take a few milliseconds to match: a headword's forms are made once and kept.
 */
import type { Database } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { canonical } from '../../../shared/persian/normalise';
import { wordForms } from '../../../shared/word-forms';
import type { WordForms } from '../../../shared/wire/word-extras';
import { formProns } from '../../dictionary/form-prons';
import { wordSourceOf } from '../../dictionary/word-sources';

/** Headwords whose forms are kept: the word pages read most often. */
const KEPT = 2_000;

export function headwordForms(database: Database): (title: string) => WordForms {
  const sourceOf = wordSourceOf(database);
  const kept = new LRUCache<string, WordForms>({ max: KEPT });
  // A preverb stands before a verb the Persian–English dictionary names («بردمیدن»: «برمی‌دمد»).
  const isVerb = (infinitive: string) => sourceOf(infinitive)?.kinds.includes('verb') === true;
  return (title) => {
    const headword = canonical(title);
    const cached = kept.get(headword);
    if (cached !== undefined) return cached;
    const { kinds = [], listed = [], pron = '' } = sourceOf(headword) ?? {};
    const forms = wordForms(headword, { kinds, listed, pronOf: formProns(listed, pron), isVerb });
    kept.set(headword, forms);
    return forms;
  };
}
