import { useId, type FormEvent } from 'react';
import type { SearchType } from '../../../../shared/search-types';
import { comboboxInputProps } from './combobox-input-props';
import { onComboboxKeyDown } from './combobox-key-down';
import { useComboboxState } from './use-combobox-state';
import { useSuggestionList } from './use-suggestion-list';

export { SUGGEST_DEBOUNCE_MS } from './use-suggestion-list';

export interface ComboboxHandlers {
  /** The text the URL holds now; the box shows it and follows it across navigations. */
  readonly urlQ: string;
  /** A suggestion, or a recent search with the type it was made with. */
  readonly onPick: (suggestion: string, type?: SearchType) => void;
  readonly onSearch: (text: string) => void;
}

/**
 * The suggest box as a WAI-ARIA combobox: the box's state, the list it offers, which option is
 * active, and the props and handlers the input, the options and the form take.
 */
export function useSuggestCombobox({ urlQ, onPick, onSearch }: ComboboxHandlers) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const box = useComboboxState(urlQ);
  const list = useSuggestionList(box);
  const { suggestions, recent, removeSearch } = list;
  const expanded = box.open && suggestions.length > 0;
  const activeIndex = expanded && box.active < suggestions.length ? box.active : -1;

  function pick(suggestion: string): void {
    box.settle(suggestion);
    onPick(suggestion, list.typeOf(suggestion));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const value = box.text.trim();
    if (value === '') return;
    box.close();
    onSearch(value);
  }

  const scene = { box, suggestions, expanded, activeIndex, recent, removeSearch, pick };
  const inputProps = comboboxInputProps({
    box,
    expanded,
    listboxId,
    activeOptionId: activeIndex >= 0 ? optionId(activeIndex) : undefined,
    onKeyDown: (event) => onComboboxKeyDown(event, scene),
  });

  return {
    text: box.text,
    recent,
    removeSearch,
    suggestions,
    /** What an inflected form was recognised as, by the headword suggested for it. */
    notes: list.notes,
    expanded,
    activeIndex,
    status: list.status,
    listboxId,
    optionId,
    inputProps,
    /** Puts text in the box as if the reader had typed it. */
    edit: box.edit,
    pick,
    onSubmit,
  };
}
