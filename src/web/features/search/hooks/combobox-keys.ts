/**
 * The keyboard of the suggest box (WAI-ARIA APG combobox, list autocomplete with manual
 * selection) as a pure function: what a key does given what is on screen.
 */
export interface ComboboxState {
  /** The list is on screen (open and holding suggestions). */
  readonly expanded: boolean;
  /** Index of the visually focused option, -1 for none. */
  readonly active: number;
  readonly count: number;
  readonly hasText: boolean;
}

export type ComboboxAction =
  | { readonly kind: 'none' }
  | { readonly kind: 'open'; readonly active: number }
  | { readonly kind: 'move'; readonly active: number }
  | { readonly kind: 'close' }
  | { readonly kind: 'clear' }
  | { readonly kind: 'pick'; readonly index: number };

const NONE: ComboboxAction = { kind: 'none' };

export function comboboxKey(key: string, altKey: boolean, state: ComboboxState): ComboboxAction {
  const { expanded, active, count, hasText } = state;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      if (altKey) return { kind: 'open', active: expanded ? active : -1 };
      if (!expanded) return { kind: 'open', active: count > 0 ? 0 : -1 };
      return { kind: 'move', active: active >= last ? 0 : active + 1 };
    case 'ArrowUp':
      if (altKey) return expanded ? { kind: 'close' } : NONE;
      if (!expanded) return { kind: 'open', active: last };
      return { kind: 'move', active: active <= 0 ? last : active - 1 };
    case 'Home':
      return expanded ? { kind: 'move', active: 0 } : NONE;
    case 'End':
      return expanded ? { kind: 'move', active: last } : NONE;
    case 'Enter':
      // With no option focused, Enter is the form's: it searches the typed text.
      return expanded && active >= 0 ? { kind: 'pick', index: active } : NONE;
    case 'Escape':
      if (expanded) return { kind: 'close' };
      return hasText ? { kind: 'clear' } : NONE;
    case 'ArrowLeft':
    case 'ArrowRight':
      // Back to editing the text; the browser moves the caret (its job in an RTL field).
      return active >= 0 ? { kind: 'move', active: -1 } : NONE;
    default:
      return NONE;
  }
}

/** Keys whose browser default we replace when they act (Left/Right keep moving the caret). */
export function replacesDefault(key: string): boolean {
  return key !== 'ArrowLeft' && key !== 'ArrowRight';
}
