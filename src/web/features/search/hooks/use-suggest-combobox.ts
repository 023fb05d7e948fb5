import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchType } from '../../../../shared/catalog';
import { formatCount } from '../../../text/persian-digits';
import { useSettings } from '../../../connection/settings-store';
import { suggestQueryOptions } from '../api/suggest-options';
import { comboboxKey, replacesDefault } from './combobox-keys';
import { useDebouncedValue } from './use-debounced-value';
import { useInflectedSuggestions } from './use-inflected-suggestions';
import { useRecentSearches } from './use-recent-searches';

/** Between the fastest typists' keystrokes (~100–160 ms) and the median pause (~250 ms). */
export const SUGGEST_DEBOUNCE_MS = 180;
/** Recent searches the empty box offers. */
const RECENT_SHOWN = 8;

export interface ComboboxHandlers {
  /** The text the URL holds now; the box shows it and follows it across navigations. */
  readonly urlQ: string;
  /** A suggestion, or a recent search with the type it was made with. */
  readonly onPick: (suggestion: string, type?: SearchType) => void;
  readonly onSearch: (text: string) => void;
}

export function useSuggestCombobox({ urlQ, onPick, onSearch }: ComboboxHandlers) {
  useSettings(); // a new base URL is a new query key
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState(urlQ);
  // What suggestions are asked for: '' until the reader edits, and frozen during IME composition.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [seenQ, setSeenQ] = useState(urlQ);
  const composing = useRef(false);
  if (seenQ !== urlQ) {
    setSeenQ(urlQ);
    setText(urlQ);
    setTyped('');
    setOpen(false);
    setActive(-1);
  }

  const term = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({ ...suggestQueryOptions(term), placeholderData: keepPreviousData });
  // The empty box offers the reader's recent searches instead of suggestions.
  const recent = text.trim() === '';
  const { searches, remove: removeSearch } = useRecentSearches(open && recent);
  // Nothing starts with an inflected form («دریاها»): then its headwords are the suggestions.
  const current = term !== '' && term === typed.trim() && query.isSuccess && !query.isPlaceholderData;
  const inflected = useInflectedSuggestions(term, !recent && current && query.data.length === 0);
  const notes = new Map(inflected.map((found) => [found.headword, found.description]));
  const suggestions = recent
    ? searches.slice(0, RECENT_SHOWN).map((search) => search.q)
    : typed.trim() === ''
      ? []
      : query.data?.length === 0 && current
        ? inflected.map((found) => found.headword)
        : (query.data ?? []);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const settled = open && term !== '' && term === typed.trim() && query.isSuccess && !query.isPlaceholderData;
  const status = !settled
    ? ''
    : suggestions.length > 0
      ? `${formatCount(suggestions.length)} پیشنهاد`
      : 'پیشنهادی نیست';
  const optionId = (index: number) => `${id}-option-${index}`;

  function close(): void {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: string): void {
    setText(suggestion);
    setTyped('');
    close();
    onPick(suggestion, recent ? searches.find((search) => search.q === suggestion)?.type : undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.nativeEvent.isComposing || composing.current) return;
    const chosen = suggestions[activeIndex];
    if (recent && event.key === 'Delete' && chosen !== undefined) {
      event.preventDefault();
      removeSearch(chosen);
      return;
    }
    const state = { expanded, active: activeIndex, count: suggestions.length, hasText: text !== '' };
    const action = comboboxKey(event.key, event.altKey, state);
    if (action.kind === 'none') return;
    if (replacesDefault(event.key)) event.preventDefault();
    if (action.kind === 'open') {
      // Down on a box filled from the URL asks for suggestions of what it holds.
      if (typed === '') setTyped(text);
      setOpen(true);
      setActive(action.active);
    } else if (action.kind === 'move') setActive(action.active);
    else if (action.kind === 'close') close();
    else if (action.kind === 'clear') {
      setText('');
      setTyped('');
    } else {
      const suggestion = suggestions[action.index];
      if (suggestion !== undefined) pick(suggestion);
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>): void {
    setText(event.target.value);
    if (!composing.current) setTyped(event.target.value);
    setOpen(true);
    setActive(-1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return;
    close();
    onSearch(value);
  }

  const inputProps = {
    role: 'combobox',
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
    value: text,
    onChange,
    onKeyDown,
    onBlur: close,
    onClick: () => setOpen(true),
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
      composing.current = false;
      setTyped(event.currentTarget.value);
    },
  } as const;

  return {
    text,
    recent,
    removeSearch,
    suggestions,
    /** What an inflected form was recognised as, by the headword suggested for it. */
    notes,
    expanded,
    activeIndex,
    status,
    listboxId,
    optionId,
    inputProps,
    pick,
    onSubmit,
  };
}
