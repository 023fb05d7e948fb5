import { useEffect, useState } from 'react';
import { ARROW_ITEM_ATTR, KEY_ATTR, shortcutName, SLASH_TARGET_ATTR } from '../shortcuts/keys';

function slashTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>(`input[${SLASH_TARGET_ATTR}="large"]`) ??
    document.querySelector<HTMLElement>(`input[${SLASH_TARGET_ATTR}]`)
  );
}

/** The next (or previous) marked item from the focused one; from none, the first (or last). */
function arrowTarget(key: 'ArrowDown' | 'ArrowUp'): HTMLElement | null {
  const step = key === 'ArrowDown' ? 1 : -1;
  const items = [...document.querySelectorAll<HTMLElement>(`[${ARROW_ITEM_ATTR}]`)];
  const at = items.findIndex((item) => item === document.activeElement);
  return items[at < 0 ? (step > 0 ? 0 : items.length - 1) : at + step] ?? null;
}

/**
 * The one keyboard listener: `?` opens the shortcut sheet (whether it is open is returned), `/`
 * focuses the search box, ↓/↑ move through the results, and any other key presses the control
 * that declares it with `data-key` (the word page's bookmark, copy link, other dictionaries).
 */
export function useShortcutKeys(): readonly [boolean, (open: boolean) => void] {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const name = shortcutName(event);
      if (name === undefined) return;
      if (name === '?') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      // `/` and the arrows move the focus; any other key presses the control that declares it.
      const focus =
        name === '/' ? slashTarget() : name === 'ArrowDown' || name === 'ArrowUp' ? arrowTarget(name) : null;
      const press = focus ? null : document.querySelector<HTMLElement>(`[${KEY_ATTR}="${name}"]`);
      if (!focus && !press) return;
      event.preventDefault();
      focus?.focus();
      if (focus instanceof HTMLInputElement) focus.select();
      press?.click();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return [helpOpen, setHelpOpen];
}
