import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const noChanges = () => () => {};

/** The address as a reader would type it (Persian letters, not %-escapes); as it is if malformed. */
function readable(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/**
 * The page's address, shown only on paper (word.css): a printed entry says where it came from.
 * The origin is the browser's; a server render has none (its snapshot is ''), so hydration
 * matches and the client fills it in just after.
 */
export function PrintAddress() {
  const { pathname, search } = useLocation();
  const origin = useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => '',
  );
  return (
    <p className="print-address" dir="ltr" lang="en">
      {readable(`${origin}${pathname}${search}`)}
    </p>
  );
}
