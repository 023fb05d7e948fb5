import { createContext, useContext, useEffect } from 'react';

/**
 * Told once the page's own content has hydrated, not only the shell around it: React hydrates a
 * Suspense boundary's content after the shell is committed, and what waits for hydration (the
 * reader's saved settings, which the server did not draw with) must wait for the content too.
 */
export const PageHydrated = createContext<() => void>(() => undefined);

/** Rendered last inside the route's boundary (and with its failure): says the page has hydrated. */
export function PageHydratedMark(): null {
  const done = useContext(PageHydrated);
  useEffect(done, [done]);
  return null;
}
