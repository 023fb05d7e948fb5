import { useEffect, useState } from 'react';
import { ARROW_ITEM_ATTR, KEY_ATTR, shortcutName, SLASH_TARGET_ATTR } from '../lib/keys';

function slashTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>(`input[${SLASH_TARGET_ATTR}="large"]`) ??
    document.querySelector<HTMLElement>(`input[${SLASH_TARGET_ATTR}]`)
  );
}

/** The next (or previous) marked item from the focused one; from none, the first (or last). */
function arrowTarget(step: number): HTMLElement | undefined {
  const items = [...document.querySelectorAll<HTMLElement>(`[${ARROW_ITEM_ATTR}]`)];
  const at = items.findIndex((item) => item === document.activeElement);
  return items[at < 0 ? (step > 0 ? 0 : items.length - 1) : at + step];
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
      const target =
        name === '/'
          ? slashTarget()
          : name === 'ArrowDown' || name === 'ArrowUp'
            ? arrowTarget(name === 'ArrowDown' ? 1 : -1)
            : document.querySelector<HTMLElement>(`[${KEY_ATTR}="${name}"]`);
      if (name === '?') setHelpOpen(true);
      else if (!target) return;
      event.preventDefault();
      if (target instanceof HTMLInputElement) target.select();
      if (target && (name === '/' || name.startsWith('Arrow'))) target.focus();
      else target?.click();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return [helpOpen, setHelpOpen];
}
