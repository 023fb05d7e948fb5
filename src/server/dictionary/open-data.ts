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
 * a fresh install. `data/built/` holds what `npm run data:build` derives from the sources vendored
 * beside it (data/built/README.md); every database not listed here still holds the project's own
 * sample text. en2fa's own entries come after those reversed from fa2en, so a word's first en2fa
 * entry stays the reversal's.
 */
export const OPEN_DICTIONARIES: readonly OpenDictionary[] = [
  { file: 'wiktionary-fa-en/persian-english.tsv', as: 'fa2en', reverseInto: 'en2fa' },
  { file: 'built/en2fa.jsonl', as: 'en2fa' },
  { file: 'built/motaradef.jsonl', as: 'motaradef' },
  { file: 'built/ar2fa.jsonl', as: 'ar2fa' },
  { file: 'built/fa2ar.jsonl', as: 'fa2ar' },
  { file: 'built/name.jsonl', as: 'name' },
  { file: 'built/slang.jsonl', as: 'slang' },
  { file: 'built/mazani.jsonl', as: 'mazani' },
  { file: 'built/bakhtiari.jsonl', as: 'bakhtiari' },
  { file: 'built/isfahani.jsonl', as: 'isfahani' },
  { file: 'built/tehrani.jsonl', as: 'tehrani' },
];
