import { useEffect } from 'react';

/** A word of the reading, as the popover knows it: its index and the piece it opened on. */
export interface OpenWord {
  readonly word: number;
  readonly anchor: HTMLElement;
}

const WORD = 'a[data-w]';

function wordOf(link: Element): number {
  return Number(link.getAttribute('data-w'));
}

/** The first piece of the next (or previous) word in reading order, or undefined at either end. */
function neighbour(box: HTMLElement, word: number, forward: boolean): HTMLElement | undefined {
  const links = [...box.querySelectorAll<HTMLElement>(WORD)];
  const at = links.findIndex((link) => wordOf(link) === word);
  if (at === -1) return undefined;
  const step = forward ? 1 : -1;
  for (let i = at + step; i >= 0 && i < links.length; i += step) {
    const link = links[i];
    if (link !== undefined && wordOf(link) !== word) {
      // Backwards, land on the word's first piece, as forwards does.
      const first = box.querySelector<HTMLElement>(`a[data-w="${wordOf(link)}"]`);
      return first ?? link;
    }
  }
  return undefined;
}

/**
 * The reading's clicks and keys, on its box (one listener each, not one per word): a click or
 * Enter on a word opens its popover; ← and → move to the next and previous word in reading order
 * (in the right-to-left text ← is forward, whatever the interface's direction), and carry an open popover along; Escape closes it and
 * puts focus back on its word; a press outside it closes it. A click with a modifier key, or
 * another button, is the link's own (a new tab).
 */
export function useWordKeys(
  box: HTMLElement | null,
  open: OpenWord | undefined,
  setOpen: (next: OpenWord | undefined) => void,
): void {
  useEffect(() => {
    if (box === null) return undefined;
    const inPopover = (target: EventTarget | null) => target instanceof Element && target.closest('[role="dialog"]');
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(WORD) : null;
      if (link === null || inPopover(link)) return;
      event.preventDefault();
      setOpen({ word: wordOf(link), anchor: link });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open !== undefined) {
        event.preventDefault();
        setOpen(undefined);
        open.anchor.focus();
        return;
      }
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(WORD) : null;
      const from = inPopover(event.target) ? open?.word : link === null ? undefined : wordOf(link);
      if (from === undefined) return;
      // The text's own direction (right to left, even in the English interface), not the page's.
      const rtl = getComputedStyle(link ?? open?.anchor ?? box).direction !== 'ltr';
      const next = neighbour(box, from, (event.key === 'ArrowLeft') === rtl);
      if (next === undefined) return;
      event.preventDefault();
      if (open === undefined) next.focus();
      else setOpen({ word: wordOf(next), anchor: next });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (open === undefined || inPopover(event.target)) return;
      if (event.target instanceof Element && event.target.closest(WORD)) return;
      setOpen(undefined);
    };
    box.addEventListener('click', onClick);
    box.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      box.removeEventListener('click', onClick);
      box.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [box, open, setOpen]);
}
