/**
 * The keyboard shortcuts, declared where the controls are and served by one listener
 * (app/use-shortcut-keys.ts). Keys are read by physical key (`event.code`), so they work with the
 * Persian layout active too: `b` is KeyB whether it types «b» or «ذ».
 */

/** `/` focuses the input marked so; a `large` box (home, search page) wins over the header's. */
export const SLASH_TARGET_ATTR = 'data-slash-target';
/** ↓/↑ move the focus through the elements marked so (the result headwords), in page order. */
export const ARROW_ITEM_ATTR = 'data-arrow-item';
/** The id of the line that opens a search's results: the skip link's and a new page's focus target. */
export const RESULTS_ID = 'results';
/** A control pressed by a key: `KeyB`, `KeyC`, `Alt+ArrowDown`… (the name `shortcutName` gives). */
export const KEY_ATTR = 'data-key';

// Inputs that take no typed text: a shortcut key on them is not typing.
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** The key went to a field that takes text: it is the reader's writing, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

// Controls whose own arrow keys move within them: inputs (a radio group, a slider), a list box.
const OWN_ARROWS = 'input, select, [role="listbox"], [role="radiogroup"], [role="slider"]';

/** An arrow key pressed on a control that moves with it: the control's, not the page's. */
function isControlArrow(event: KeyboardEvent): boolean {
  // A test, not code.startsWith: a 'keydown' that is no KeyboardEvent (Chrome's autofill sends
  // one) has no code at all.
  return /^Arrow/.test(event.code) && event.target instanceof Element && event.target.closest(OWN_ARROWS) !== null;
}

/**
 * The shortcut a key press is — `?`, `/`, `ArrowDown`, `Alt+ArrowUp`, `KeyB` — or undefined when it
 * is none: typed into a field, an arrow a control moves with, already handled, or with Ctrl/⌘
 * (those are the browser's).
 */
export function shortcutName(event: KeyboardEvent): string | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || isTyping(event.target) || isControlArrow(event)) {
    return undefined;
  }
  if (event.key === '?' || event.key === '؟' || (event.code === 'Slash' && event.shiftKey)) return '?';
  if (event.shiftKey) return undefined;
  const key = event.code === 'Slash' || event.key === '/' ? '/' : event.code;
  return event.altKey ? `Alt+${key}` : key;
}
