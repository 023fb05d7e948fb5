import type { DbName } from '../../shared/catalog';

/** An open dictionary vendored under `data/`, with its licence and attribution beside it. */
export interface OpenDictionary {
  /** Its file, under the data directory. */
  readonly file: string;
  /** The database it fills. */
  readonly as: DbName;
  /** The database its short English glosses are reversed into, if any. */
  readonly reverseInto?: DbName;
}

/**
 * The open dictionaries the embedded default imports beside the `.jsonl` samples: real entries for
 * a fresh install. Every other database still holds the project's own sample text.
 */
export const OPEN_DICTIONARIES: readonly OpenDictionary[] = [
  { file: 'wiktionary-fa-en/persian-english.tsv', as: 'fa2en', reverseInto: 'en2fa' },
];
