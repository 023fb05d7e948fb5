import { useEffect, type RefObject } from 'react';

/** Marks the inputs `/` may focus; a large box (home, search page) wins over the header's compact one. */
export const SLASH_TARGET_ATTR = 'data-slash-target';

// Inputs that take no typed text: `/` on them is not typing.
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

function isTyping(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

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
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || input.current === null || chosenTarget() !== input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
