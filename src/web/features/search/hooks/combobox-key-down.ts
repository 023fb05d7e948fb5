import type { KeyboardEvent } from 'react';
import { comboboxKey, replacesDefault } from './combobox-keys';
import type { ComboboxBox } from './use-combobox-state';

export interface KeyDownScene {
  readonly box: ComboboxBox;
  readonly suggestions: readonly string[];
  /** The list is on screen (open and holding suggestions). */
  readonly expanded: boolean;
  /** Index of the visually focused option, -1 for none. */
  readonly activeIndex: number;
  /** The list holds recent searches, which Delete forgets. */
  readonly recent: boolean;
  readonly removeSearch: (q: string) => void;
  readonly pick: (suggestion: string) => void;
}

/** A key pressed in the box, done: what `comboboxKey` decides, applied to the box's state. */
export function onComboboxKeyDown(event: KeyboardEvent<HTMLInputElement>, scene: KeyDownScene): void {
  const { box, suggestions, expanded, activeIndex } = scene;
  if (event.nativeEvent.isComposing || box.composing.current) return;
  const chosen = suggestions[activeIndex];
  if (scene.recent && event.key === 'Delete' && chosen !== undefined) {
    event.preventDefault();
    scene.removeSearch(chosen);
    return;
  }
  const state = { expanded, active: activeIndex, count: suggestions.length, hasText: box.text !== '' };
  const action = comboboxKey(event.key, event.altKey, state);
  if (action.kind === 'none') return;
  if (replacesDefault(event.key)) event.preventDefault();
  if (action.kind === 'open') box.openAt(action.active);
  else if (action.kind === 'move') box.moveTo(action.active);
  else if (action.kind === 'close') box.close();
  else if (action.kind === 'clear') box.clear();
  else {
    const suggestion = suggestions[action.index];
    if (suggestion !== undefined) scene.pick(suggestion);
  }
}
