import { useSyncExternalStore, type ReactNode } from 'react';
import { Spinner } from '../../components/spinner';

const never = () => () => undefined;

/**
 * A page made of what only this browser holds (the reader's library, their settings): the server
 * and the hydrating browser draw a spinner, and the page itself right after, from local storage.
 */
export function BrowserOnly({ children }: { readonly children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return inBrowser ? children : <Spinner />;
}
