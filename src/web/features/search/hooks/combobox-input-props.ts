import type { ChangeEvent, CompositionEvent, KeyboardEvent } from 'react';
import type { ComboboxBox } from './use-combobox-state';

interface InputScene {
  readonly box: ComboboxBox;
  readonly expanded: boolean;
  readonly listboxId: string;
  /** The id of the visually focused option, undefined for none. */
  readonly activeOptionId: string | undefined;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The input's side of the WAI-ARIA combobox (list autocomplete): its role and states, the text it
 * shows, and the events that edit, open, close and compose.
 */
export function comboboxInputProps({ box, expanded, listboxId, activeOptionId, onKeyDown }: InputScene) {
  return {
    role: 'combobox',
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': activeOptionId,
    value: box.text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => box.edit(event.target.value),
    onKeyDown,
    onBlur: box.close,
    onClick: box.reopen,
    onCompositionStart: box.startComposing,
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => box.endComposing(event.currentTarget.value),
  } as const;
}
