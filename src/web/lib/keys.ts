/**
 * Keyboard shortcuts read the physical key (`event.code`), so they work with the Persian layout
 * active too: `b` is KeyB whether it types «b» or «ذ», `?` is Shift+Slash whether it types «?» or «؟».
 */

// Inputs that take no typed text: a shortcut key on them is not typing.
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** The key went to a field that takes text: it is the reader's writing, not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/** A shortcut press: not typed into a field, not already handled, no Ctrl/⌘ (those are the browser's). */
export function isShortcut(event: KeyboardEvent): boolean {
  return !event.defaultPrevented && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/** `?` on any layout. */
export function isHelpKey(event: KeyboardEvent): boolean {
  return event.key === '?' || event.key === '؟' || (event.code === 'Slash' && event.shiftKey);
}
