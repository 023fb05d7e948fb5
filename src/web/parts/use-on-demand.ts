import { useEffect, useState } from 'react';

interface Loaded<M> {
  readonly module?: M;
  readonly failed?: true;
}

const loaded = new WeakMap<() => Promise<unknown>, Loaded<unknown>>();

/**
 * A module the first visit does not load: fetched the first time a component wants it, then kept
 * for the page's life. Until it is in, `module` is undefined; `failed` when it could not load
 * (offline before the service worker had it). `load` must be one function made once per module.
 */
export function useOnDemand<M>(load: () => Promise<M>, wanted = true): Loaded<M> {
  const [, setSettled] = useState(0);
  const known = loaded.get(load) as Loaded<M> | undefined;
  useEffect(() => {
    if (!wanted || known?.module) return undefined;
    let live = true;
    load()
      .then(
        (module) => loaded.set(load, { module }),
        () => loaded.set(load, { failed: true }),
      )
      .finally(() => live && setSettled((n) => n + 1));
    return () => {
      live = false;
    };
  }, [load, wanted, known?.module]);
  return wanted ? (known ?? {}) : {};
}
