/**
 * What a reader is offered for a written form by a store holding only `headwords`: the analyser's
 * readings in order, as the reading page would link them.
 */
import { exactKey } from '../../src/shared/persian/normalise';
import { recognise } from '../../src/shared/persian/recognise';

export function offered(form: string, headwords: readonly string[]): string[] {
  const store = new Set(headwords.map((word) => exactKey(word)));
  return recognise(form, (word) => store.has(exactKey(word))).map((found) => found.headword);
}

/** The headword offered first, undefined when none is. */
export function first(form: string, headwords: readonly string[]): string | undefined {
  return offered(form, headwords)[0];
}
