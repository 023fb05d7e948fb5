import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A WAI-ARIA toolbar's keyboard: its buttons are one Tab stop (roving tabindex: the last one
 * focused, at first the first), and the arrow keys move along them in reading order — in a
 * right-to-left page ← is forward — with Home and End at the ends, wrapping round.
 *
 * The tabindex is set on the DOM after each render rather than passed down as props: the buttons
 * belong to several components, and the first render (also on the server) has every one a stop.
 */
export function useRovingToolbar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLElement | null>(null);

  const items = (): HTMLElement[] => (ref.current ? [...ref.current.querySelectorAll<HTMLElement>('button')] : []);
  const settle = () => {
    const all = items();
    if (!current.current || !all.includes(current.current)) current.current = all[0] ?? null;
    for (const item of all) item.tabIndex = item === current.current ? 0 : -1;
  };

  // After every render: chips come and go (the «save as default» button, for one).
  useEffect(settle);

  function onFocus(event: FocusEvent<T>): void {
    if (!(event.target instanceof HTMLElement) || !items().includes(event.target)) return;
    current.current = event.target;
    settle();
  }

  function onKeyDown(event: KeyboardEvent<T>): void {
    const all = items();
    const at = current.current ? all.indexOf(current.current) : -1;
    if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = ref.current !== null && getComputedStyle(ref.current).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const to =
      event.key === forward
        ? (at + 1) % all.length
        : event.key === back
          ? (at - 1 + all.length) % all.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    all[to]?.focus();
  }

  return { ref, onFocus, onKeyDown };
}
