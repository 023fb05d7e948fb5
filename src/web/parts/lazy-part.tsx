/**
 * A part of the app that loads when first shown (React.lazy), named by its source module as
 * Vite's manifest names it. The name lets a server-rendered page say which parts it holds: the
 * server announces their chunks up front (modulepreload) and the browser loads them before it
 * hydrates, so the page never waits for them one after another.
 */
import { createContext, lazy, useContext, type ComponentType, type ReactNode } from 'react';

/** Filled while the server renders a page: the source modules of the lazy parts it rendered. */
export const RenderedParts = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

export function lazyPart<P extends object>(
  source: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  // React.lazy keeps a failed load for good; a chunk lost to a dropped link is asked for again
  // by the next attempt (a retry, the next visit to the page) through a fresh lazy.
  const loadModule = () =>
    load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        Lazy = lazy(loadModule);
        throw error;
      },
    );
  loaders.set(source, loadModule);
  let Lazy = lazy(loadModule);
  function Part(props: P) {
    useContext(RenderedParts)?.add(source);
    // Once loaded (before hydration, for the parts a page holds), drawn at once: through lazy it
    // would suspend one more time and hydrate after the rest of the page.
    const Loaded = loaded;
    return Loaded === undefined ? <Lazy {...props} /> : <Loaded {...props} />;
  }
  return Part;
}

/** Loads the parts a rendered page holds (unknown names are ignored; a failure is the lazy's to show). */
export async function loadParts(sources: readonly string[]): Promise<void> {
  await Promise.all(
    sources.map((source) =>
      loaders
        .get(source)?.()
        .catch(() => undefined),
    ),
  );
}
