import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False on the server and while the page hydrates, true from the render after (and in a page the browser draws). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
