import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchType } from '../../../../shared/search-types';
import { useSettings } from '../../../connection/settings-store';
import { suggestQueryOptions } from '../api/suggest-options';
import { useDebouncedValue } from './use-debounced-value';
import { useInflectedSuggestions } from './use-inflected-suggestions';
import { useRecentSearches } from './use-recent-searches';
import { useSpelledSuggestions } from './use-spelled-suggestions';
import { useFormat, useMessages } from '../../../i18n/language-context';
import { useDescribe } from '../../../i18n/use-describe';
import type { Messages } from '../../../i18n/messages-fa';
import { type Formatters } from '../../../i18n/format';

/** Between the fastest typists' keystrokes (~100–160 ms) and the median pause (~250 ms). */
export const SUGGEST_DEBOUNCE_MS = 180;
/** Recent searches the empty box offers. */
const RECENT_SHOWN = 8;

interface Asked {
  /** The text on screen. */
  readonly text: string;
  /** The text suggestions are asked for ('' until the reader edits). */
  readonly typed: string;
  readonly open: boolean;
}

/**
 * What the list offers for what the box holds: the reader's recent searches when it is empty,
 * else the service's suggestions for the typed text once it has paused, else — when nothing
 * starts with it — the headwords of the inflected form it is, or the Persian a Finglish word spells.
 */
export function useSuggestionList({ text, typed, open }: Asked) {
  const m = useMessages();
  const f = useFormat();
  const describe = useDescribe();
  useSettings(); // a new base URL is a new query key
  const term = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({ ...suggestQueryOptions(term), placeholderData: keepPreviousData });
  // The empty box offers the reader's recent searches instead of suggestions.
  const recent = text.trim() === '';
  const { searches, remove: removeSearch } = useRecentSearches(open && recent);
  // Nothing starts with an inflected form («دریاها»): then its headwords are the suggestions.
  const current = term !== '' && term === typed.trim() && query.isSuccess && !query.isPlaceholderData;
  const empty = !recent && current && query.data.length === 0;
  const inflected = useInflectedSuggestions(term, empty);
  // Nothing starts with a Finglish word either, on a service that does not spell it: the same.
  const spelled = useSpelledSuggestions(term, empty);
  const suggestions = recent
    ? searches.slice(0, RECENT_SHOWN).map((search) => search.q)
    : typed.trim() === ''
      ? []
      : query.data?.length === 0 && current
        ? [...inflected.map((found) => found.headword), ...spelled]
        : (query.data ?? []);
  return {
    recent,
    removeSearch,
    suggestions,
    /** What an inflected form was recognised as, by the headword suggested for it, in the reader's words. */
    notes: new Map(inflected.map((found) => [found.headword, describe(found.headword, found.description)])),
    status: open && current ? suggestionCount(suggestions.length, m, f) : '',
    /** The type a recent search was made with; undefined for a suggestion. */
    typeOf: (suggestion: string): SearchType | undefined =>
      recent ? searches.find((search) => search.q === suggestion)?.type : undefined,
  };
}

/** What the status region says once the answer for the typed text is in. */
function suggestionCount(count: number, m: Messages, f: Formatters): string {
  return count > 0 ? m.search.suggestionCount({ n: count, count: f.count(count) }) : m.search.noSuggestions;
}
