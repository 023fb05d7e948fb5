import type { MouseEvent } from 'react';

/**
 * The skip link's click: focus the first of `targets` on the page (so the next Tab goes on from
 * there) and show it. The link's own href is always the main content, which every page has; a
 * search page's results come and go (none while loading or when nothing is found), so they are
 * preferred here rather than named in the href.
 */
export function skipTo(event: MouseEvent<HTMLAnchorElement>, targets: readonly string[]): void {
  const target = targets.map((id) => document.getElementById(id)).find((element) => element !== null);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  // jsdom has no scrolling.
  if ('scrollIntoView' in target) target.scrollIntoView({ block: 'start' });
}
