import { useEffect, type RefObject } from 'react';
import { isShortcut } from '../../../lib/keys';

/**
 * ↓ and ↑ move the focus through the result headwords (from anywhere but a text field, so the
 * suggest box keeps its own arrows); Enter then opens the focused word, as a link does.
 */
export function useResultArrows(list: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      if (step === 0 || event.altKey || event.shiftKey || !isShortcut(event) || !list.current) return;
      const links = [...list.current.querySelectorAll<HTMLAnchorElement>('.result__title a')];
      if (links.length === 0) return;
      const at = links.findIndex((link) => link === document.activeElement);
      const next = at < 0 ? (step > 0 ? 0 : links.length - 1) : at + step;
      const target = links[next];
      if (!target) return;
      event.preventDefault();
      target.focus(); // focusing scrolls the headword into view
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list]);
}
