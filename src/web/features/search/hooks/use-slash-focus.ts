import { useEffect, type RefObject } from 'react';
import { isShortcut } from '../../../lib/keys';

/** Marks the inputs `/` may focus; a large box (home, search page) wins over the header's compact one. */
export const SLASH_TARGET_ATTR = 'data-slash-target';

function chosenTarget(): Element | null {
  return (
    document.querySelector(`input[${SLASH_TARGET_ATTR}="large"]`) ??
    document.querySelector(`input[${SLASH_TARGET_ATTR}]`)
  );
}

/**
 * `/` focuses the suggest box from anywhere on the page, unless the reader is typing in a field.
 * Every box listens; only the chosen one acts, so two boxes on a page never fight.
 */
export function useSlashFocus(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const slash = event.key === '/' || (event.code === 'Slash' && !event.shiftKey);
      if (!slash || event.altKey || !isShortcut(event)) return;
      if (input.current === null || chosenTarget() !== input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
