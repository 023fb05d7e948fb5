import type { DbName } from '../../shared/catalog';
import type { Description } from '../../shared/persian/inflection-rules';
import type { SearchType } from '../../shared/search-types';
import type { TextReading } from '../../shared/wire/read';
import type { SearchResult, WordEntry } from '../../shared/wire/schemas';
import type { Example, WordForms } from '../../shared/wire/word-extras';

/** A validated search request: the operations (`server/api`) have checked every bound already. */
export interface SearchQuery {
  readonly q: string;
  readonly type: SearchType;
  /** Databases to search, in priority order. */
  readonly dbs: readonly DbName[];
  readonly start: number;
  readonly rows: number;
  /** Ours, for `text`: when no meaning holds every word, the meanings holding most of them (§9.2). */
  readonly partial?: boolean;
}

export interface SearchPage {
  /** Matches over all selected databases. */
  readonly numFound: number;
  /** The `rows` results from `start` of the one ordered list. */
  readonly results: readonly SearchResult[];
  /** True when a `partial` text search found the meanings holding most of q's words, not all. */
  readonly partial?: boolean;
}

/** A headword an inflected form comes from: «دریا» for «دریاها», by the rule `plural`. */
export interface SuggestForm {
  readonly headword: string;
  readonly rules: readonly string[];
  /** What the form is of the headword, as steps a client draws in its reader's language. */
  readonly description: Description;
}

/** What the operations ask of the search engine. Synchronous: SQLite answers in-process. */
export interface Engine {
  search(query: SearchQuery): SearchPage;
  /** The entry, or undefined when there is none (→ 404). */
  word(title: string, db: DbName, num: number): WordEntry | undefined;
  /** What the headword is and its forms (`/v3/word?forms=true`); no kinds and no forms when unknown. */
  wordForms(title: string): WordForms;
  /** Sentences of open corpora holding a form of the headword (`/v3/word?examples=true`), best first. */
  examples(title: string): readonly Example[];
  /** Up to 10 distinct headwords for a prefix (docs/v3-contract.md §9.5). */
  suggest(q: string): readonly string[];
  /** Up to 10 headwords q is an inflected form of, likeliest first (suggest with `forms=true`). */
  forms(q: string): readonly SuggestForm[];
  /** Every word of `text` with its headword's first entry in each of `dbs`, in their order (reading). */
  read(text: string, dbs: readonly DbName[]): TextReading;
}
