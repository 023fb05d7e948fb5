import type { MouseEvent } from 'react';

/**
 * The skip link's click: focus its target (so the next Tab goes on from there) and show it; the
 * main content when the target is not on the page (no results yet). Focus moves by hand because
 * a fragment only moves it when the target exists, and the address keeps no fragment.
 */
export function skipTo(event: MouseEvent<HTMLAnchorElement>): void {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id) ?? document.getElementById('main');
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  // jsdom has no scrolling.
  if ('scrollIntoView' in target) target.scrollIntoView({ block: 'start' });
}
