/**
 * The search types of /v3/search (docs/v3-contract.md §9), one row each: read by the operations
 * (the query as debug reports it), the pool (which types run there) and the app (labels, marks).
 * A new type is one row here and its searcher in src/server/engine/searchers.ts.
 */
import { avaKey, exactKey, textWords } from './persian/normalise';
import type { InterfaceLanguage } from './interface-language';

/** What a type compares q with: the app marks sound classes in `sound` hits, the words in `meaning` hits. */
export type SearchTarget = 'headword' | 'sound' | 'spelling' | 'meaning';

export interface SearchTypeInfo {
  readonly type: string;
  /** The Persian label clients show. */
  readonly label: string;
  /** Its label in the English interface (searchTypeLabel picks by language). */
  readonly labelEn: string;
  /** The query as this type compares it: what `debug.normalized_q` reports. */
  readonly normalise: (q: string) => string;
  /** It can take long (many matches to rank or distances to measure), so it runs on the search pool. */
  readonly heavy: boolean;
  readonly matches: SearchTarget;
}

const meaningWords = (q: string): string => textWords(q).join(' ');

// The contract's order: how the type switch shows them and how the 400 lists them.
const ROWS = [
  {
    type: 'exact',
    label: 'واژگان دقیق',
    labelEn: 'Exact words',
    normalise: exactKey,
    heavy: false,
    matches: 'headword',
  },
  { type: 'ava', label: 'واژگان هم‌آوا', labelEn: 'Sounds alike', normalise: avaKey, heavy: false, matches: 'sound' },
  {
    type: 'like',
    label: 'واژگان مشابه',
    labelEn: 'Similar spelling',
    normalise: exactKey,
    heavy: true,
    matches: 'spelling',
  },
  {
    type: 'text',
    label: 'واژگان در معانی',
    labelEn: 'In meanings',
    normalise: meaningWords,
    heavy: true,
    matches: 'meaning',
  },
] as const satisfies readonly SearchTypeInfo[];

export type SearchType = (typeof ROWS)[number]['type'];

export const SEARCH_TYPES: readonly SearchType[] = ROWS.map((row) => row.type);

const byType = new Map<string, SearchTypeInfo & { type: SearchType }>(ROWS.map((row) => [row.type, row]));

export function searchTypeInfo(type: SearchType): SearchTypeInfo {
  const info = byType.get(type);
  if (!info) throw new Error(`not a search type: ${type}`);
  return info;
}

/** Lenient matching as clients send it: ` Text `, `AVA`. */
export function toSearchType(raw: string): SearchType | undefined {
  const type = raw.trim().toLowerCase();
  return SEARCH_TYPES.find((t) => t === type);
}

/** A search type's label in the interface's language. */
export function searchTypeLabel(type: SearchType, language: InterfaceLanguage): string {
  const info = searchTypeInfo(type);
  return language === 'en' ? info.labelEn : info.label;
}
